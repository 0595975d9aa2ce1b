import type { ChatLine } from '@parlour/protocol';
import { newId } from './accounts.ts';
import { dropOldest } from './bounded.ts';
import { fail } from './errors.ts';
import type { Tables } from './tables.ts';

/**
 * Characters that reorder text (bidi embeddings, overrides, isolates and marks): a line
 * with U+202E can make what follows read backwards. They are removed from every line.
 */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** Control characters but newline and tab. */
const CONTROL = /[^\P{Cc}\n\t]/gu;
/**
 * What shows nothing on its own: spaces, format characters (zero-width space and joiners,
 * word joiner, BOM, soft hyphen), combining marks and variation selectors, and the blank
 * letters (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * A chat line as stored and sent: plain text without control or bidi characters. A line
 * that shows nothing once its invisible characters are set aside is refused (they stay
 * in a line that has something to show: a joiner inside an emoji sequence).
 */
export function cleanChat(text: string): string {
  const clean = text.replace(CONTROL, '').replace(BIDI, '').trim();
  if (clean.replace(INVISIBLE, '').length === 0) fail('bad-request', 'Empty message.');
  return clean;
}

/** Users one user has muted at one table, at most. */
export const MUTES_PER_TABLE = 100;
/** (user, table) pairs a node remembers; the oldest are forgotten beyond it. */
const PAIRS = 100_000;

/**
 * Who muted whom at which table, in this node's memory (every node learns of a mute over
 * the bus): a muted user's lines are not sent to the user who muted them there.
 */
export class Mutes {
  private readonly pairs = new Map<string, Set<string>>();

  set(userId: string, table: string, target: string, on: boolean): void {
    const key = `${userId} ${table}`;
    let muted = this.pairs.get(key);
    if (!on) {
      muted?.delete(target);
      if (muted?.size === 0) this.pairs.delete(key);
      return;
    }
    if (!muted) {
      if (this.pairs.size >= PAIRS) dropOldest(this.pairs);
      muted = new Set();
      this.pairs.set(key, muted);
    }
    if (!muted.has(target) && muted.size >= MUTES_PER_TABLE)
      fail('bad-request', `At most ${MUTES_PER_TABLE} people can be muted at one table.`);
    muted.add(target);
  }

  muted(userId: string, table: string, from: string): boolean {
    return this.pairs.get(`${userId} ${table}`)?.has(from) ?? false;
  }
}

/** A chat line at a table: stored, sent to the sockets here, and to every other node. */
export async function chat(t: Tables, userId: string, tableId: string, text: string, invite?: string): Promise<ChatLine> {
  const clean = cleanChat(text);
  const live = await t.withTable(tableId, async () => t.guard(tableId, userId, invite));
  const line: ChatLine = { table: tableId, from: await t.user(userId), text: clean, at: Date.now() };
  await t.store.chat.add({ id: newId(), table_id: tableId, user_id: userId, text: clean, at: line.at });
  sendChat(t, live.row.id, line);
  t.bus.publish({ node: t.config.node, table: tableId, seq: live.row.seq, kind: 'chat', payload: line });
  return line;
}

/** A chat line to every listener of the table here but those who muted its sender. */
export function sendChat(t: Tables, tableId: string, line: ChatLine): void {
  for (const l of t.listeners.get(tableId) ?? [])
    if (!t.mutes.muted(l.userId, tableId, line.from.id)) l.send({ type: 'chat', line });
}

/** Mutes (or unmutes) another user's chat at a table for this user, on every node. */
export async function mute(
  t: Tables,
  userId: string,
  tableId: string,
  target: string,
  on: boolean,
  invite?: string,
): Promise<void> {
  if (target === userId) fail('bad-request', 'You cannot mute yourself.');
  await t.withTable(tableId, async () => t.guard(tableId, userId, invite));
  t.mutes.set(userId, tableId, target, on);
  const payload = { user: userId, target, on };
  await t.bus.publish({ node: t.config.node, table: tableId, seq: 0, kind: 'mute', payload });
}

export async function chatLog(t: Tables, userId: string, tableId: string, invite?: string): Promise<ChatLine[]> {
  await t.withTable(tableId, async () => t.guard(tableId, userId, invite));
  const rows = await t.store.chat.recent(tableId);
  return rows
    .reverse()
    .filter((r) => !t.mutes.muted(userId, tableId, r.user_id))
    .map((r) => ({
      table: r.table_id,
      from: { id: r.user_id, name: r.name, guest: r.password_hash === null },
      text: r.text,
      at: Number(r.at),
    }));
}
