/** The WebSocket at `/ws`: every message in both directions (one JSON object per frame). */
import { z } from 'zod';
import { MAX_CHAT_LENGTH, PROTOCOL_VERSION } from './constants.ts';
import { errorCode } from './errors.ts';
import { chatLine, clockState, ref, result, seat, seq, tableId, tableStatus, tableSummary, user } from './shapes.ts';

// ---------------------------------------------------------------------------------------
// Client -> server

const base = { id: ref };

export const clientMessage = z.discriminatedUnion('type', [
  /** Optional first message; the server answers `welcome`. */
  z.strictObject({ type: z.literal('hello'), v: z.number().int(), ...base }),
  /**
   * Watch a table (as its player where the user holds a seat, else as a spectator).
   * `since` is the last seq the client has: the answer's `events` are those it missed.
   */
  z.strictObject({
    type: z.literal('subscribe'),
    table: tableId,
    since: seq.optional(),
    invite: z.string().max(64).optional(),
    /**
     * false: `legal` is always sent empty (a client that works out its own moves from the
     * view, e.g. Bluff's card picker, saves the server listing a thousand of them).
     */
    legal: z.boolean().optional(),
    /**
     * true: after the first state, each state carries `patch` (the changes to the view
     * last sent on this subscription) instead of the whole `view`.
     */
    patches: z.boolean().optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('unsubscribe'), table: tableId, ...base }),
  /**
   * A move for `seat` (default: the user's only seat at the table), made at `seq` (the
   * seq of the last `state` the client saw).
   */
  z.strictObject({ type: z.literal('move'), table: tableId, seq, move: z.unknown(), seat: seat.optional(), ...base }),
  /** Solo tables: undo, redo, restart (logged with their own seq). */
  z.strictObject({ type: z.enum(['undo', 'redo', 'restart']), table: tableId, seq, ...base }),
  /** Solo tables: ask for a suggested move; answered with `hint`. */
  z.strictObject({ type: z.literal('hint'), table: tableId, ...base }),
  z.strictObject({ type: z.literal('chat'), table: tableId, text: z.string().min(1).max(MAX_CHAT_LENGTH), ...base }),
  /** Stop (or, with `mute: false`, start again) being sent `user`'s chat lines at this table; answered `ack`. */
  z.strictObject({
    type: z.literal('mute'),
    table: tableId,
    user: z.string().min(1).max(40),
    mute: z.boolean().optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('ping'), ...base }),
  /** Take back the seat a bot took when the user's time ran out (`timedOut`); answered `ack`. */
  z.strictObject({ type: z.literal('reclaim'), table: tableId, ...base }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export const CLIENT_TYPES = [
  'hello',
  'subscribe',
  'unsubscribe',
  'move',
  'undo',
  'redo',
  'restart',
  'hint',
  'chat',
  'mute',
  'ping',
  'reclaim',
];

// ---------------------------------------------------------------------------------------
// Server -> client

const path = z.array(z.union([z.string(), z.number().int().nonnegative()]));
/** One operation of a view patch (see @parlour/engine's patch.ts): set, append, delete. */
export const patchOp = z.union([
  z.strictObject({ p: path, v: z.unknown() }),
  z.strictObject({ p: path, a: z.array(z.unknown()) }),
  z.strictObject({ p: path, d: z.literal(1) }),
]);

export const gameEvent = z.looseObject({ type: z.string(), to: z.union([z.literal('all'), z.array(seat)]) });

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), v: z.literal(PROTOCOL_VERSION), user, node: z.string() }),
  /**
   * The table as this socket may see it after `seq`: the viewer's `view` (seat null for a
   * spectator), that seat's `legal` moves (empty unless it is an actor), and the events
   * since the client's last state, already filtered to this viewer's audience.
   */
  z.object({
    type: z.literal('state'),
    table: tableId,
    seq,
    seat: seat.nullable(),
    /** The whole view; absent when `patch` is sent instead. */
    view: z.unknown(),
    /** For a `patches` subscription: the operations turning the last view into this one. */
    patch: z.array(patchOp).optional(),
    legal: z.array(z.unknown()),
    /**
     * Set when the seat's legal list was longer than the server sends (`LEGAL_LIMIT`, 1,000
     * by default): how many moves there are. `legal` is then empty; work them out from the view.
     */
    legalOmitted: z.number().int().optional(),
    actors: z.array(seat),
    events: z.array(gameEvent),
    clock: clockState.nullable(),
    status: tableStatus,
    result: result.nullable(),
    /** Solo tables: whether undo and redo are possible now. */
    canUndo: z.boolean().optional(),
    canRedo: z.boolean().optional(),
    /** The client's `id` of the move that produced this state, to that client only. */
    ack: ref,
  }),
  /** Seats, status or seed changed (join, leave, start, bot replacement, end). */
  z.object({ type: z.literal('table'), table: tableSummary }),
  z.object({ type: z.literal('chat'), line: chatLine }),
  z.object({
    type: z.literal('hint'),
    table: tableId,
    seq,
    move: z.unknown().nullable(),
    /** Whether the game can still be won from this position ("is it winnable?"). */
    verdict: z.enum(['winnable', 'unwinnable', 'undecided']),
    id: ref,
  }),
  z.object({ type: z.literal('ack'), id: ref, table: tableId.optional(), seq: seq.optional() }),
  z.object({ type: z.literal('error'), code: errorCode, message: z.string(), id: ref, table: tableId.optional() }),
  z.object({ type: z.literal('pong'), id: ref, now: z.number() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
