// First, before any module that parses with zod (see noEval.ts).
import '../noEval.ts';
import type { ChatLine, ClientMessage, ServerMessage, StateMessage, TableSummary } from '@parlour/protocol';
import { MAX_CHAT_LENGTH } from '@parlour/protocol/constants';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { socket } from '../net/socket.ts';
import { useSocketStatus } from '../net/status.ts';
import { href } from '../route.ts';
import { useSession } from '../session.tsx';
import { chime } from '../sound.ts';
import { webGame } from '../tables/index.ts';
import { seatLabel } from '../tables/Seats.tsx';
import { describeEvent } from '../tables/words.ts';
import { useKeepFocus } from './keepFocus.ts';
import { LeaveTable } from './LeaveTable.tsx';
import { Replaced } from './Replaced.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { useRatingNote } from './ratingChange.ts';
import { rematchOf } from './rematch.ts';

interface LoggedEvent {
  readonly key: number;
  readonly seq: number;
  readonly event: StateMessage['events'][number];
}

let logKey = 0;

export default function TablePage({ id, invite }: { id: string; invite?: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [summary, setSummary] = useState<TableSummary | null>(null);
  const [state, setState] = useState<StateMessage | null>(null);
  const [log, setLog] = useState<LoggedEvent[]>([]);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [hint, setHint] = useState<{ seq: number; move: unknown; verdict: string } | null>(null);

  useEffect(() => {
    api
      .table(id, invite)
      .then(async (table) => {
        // An open seat is taken on arrival, so an invitation link is one click.
        if (table.status === 'open' && table.mySeats.length === 0 && table.seats.some((s) => s.kind === 'open')) {
          return api.join(id, { invite }).catch(() => table);
        }
        return table;
      })
      .then(setSummary)
      .catch((e: Error) => setProblem(e.message));
    // A private table's chat is read as the table is, by its invitation (the seat may not be taken yet).
    api
      .chat(id, invite)
      .then(setChat)
      .catch(() => {});
    const ws = socket();
    const off = ws.onMessage((message: ServerMessage) => {
      if (message.type === 'state' && message.table === id) {
        setState(message);
        setProblem(null);
        // The first state after (re)subscribing carries what this page missed (all of it after a reload).
        if (message.events.length)
          setLog((old) => [...old, ...message.events.map((event) => ({ key: logKey++, seq: message.seq, event }))].slice(-200));
      } else if (message.type === 'table' && message.table.id === id) setSummary(message.table);
      else if (message.type === 'chat' && message.line.table === id) setChat((old) => [...old, message.line].slice(-100));
      else if (message.type === 'hint' && message.table === id)
        setHint({ seq: message.seq, move: message.move, verdict: message.verdict });
      else if (message.type === 'error' && (message.table === undefined || message.table === id)) setProblem(message.message);
    });
    return off;
  }, [id, invite]);

  // Subscribed once the game is known: some tables work their moves out themselves.
  const game = summary?.game;
  useEffect(() => {
    if (!game) return;
    return socket().subscribe(id, invite, !webGame(game).ownMoves);
  }, [id, invite, game]);

  const status = useSocketStatus(true);
  const offline = status !== 'online';
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!offline) setRefused(false);
  }, [offline]);
  // Nothing is queued while the connection is down: the table may move on meanwhile.
  const send = useCallback((message: ClientMessage) => {
    if (socket().send(message) === null) setRefused(true);
  }, []);
  const playArea = useRef<HTMLFieldSetElement>(null);
  useKeepFocus(playArea, state?.seq);
  const play = useCallback(
    (move: unknown) => {
      if (state) send({ type: 'move', table: id, seq: state.seq, move, seat: state.seat ?? undefined });
    },
    [state, id, send],
  );

  // The rating before is read once the table is known to be on; opened after its end, the result says the rating now.
  const mine = summary?.mySeats ?? [];
  const ratingNote = useRatingNote(
    user?.id ?? null,
    summary?.game ?? '',
    summary?.status === 'open' ? 'playing' : !state ? 'loading' : state.result ? 'over' : 'playing',
    Boolean(summary?.rated) && mine.length > 0 && mine.every((seat) => !summary?.seats[seat]?.replaced),
  );
  if (!summary) return <p className="loading">{problem ?? '…'}</p>;
  const name = (seat: number) => seatLabel(summary, seat, t);
  const View = webGame(summary.game).Table;
  if (!state || summary.status === 'open')
    return (
      <div className={`table-page panel game-${summary.game}`} data-seq="" data-status={summary.status}>
        <h2>{summary.title}</h2>
        <p className="turn">{t('table.waiting')}</p>
        <ul>
          {summary.seats.map((s) => (
            <li key={s.seat}>{s.kind === 'open' ? `${t('table.seat', { n: s.seat + 1 })}: —` : seatLabel(summary, s.seat, t)}</li>
          ))}
        </ul>
        <InviteLink summary={summary} />
        <LeaveTable summary={summary} solo={summary.players === 1} />
      </div>
    );
  return (
    <div className={`table-page game-${summary.game}`} data-seq={state.seq} data-status={state.status}>
      <div className="table-head">
        <h2>
          {summary.title} <a href={href({ page: 'rules', game: summary.game })}>{t('lobby.rules')}</a>
        </h2>
        <Turn state={state} summary={summary} offline={offline} />
        <Clock state={state} />
        <LeaveTable summary={summary} solo={summary.players === 1} />
      </div>
      {/* A replaced player watches as a spectator (the server sends no seat), so the page says why and what they can do. */}
      <Replaced summary={summary} userId={user?.id} send={send} />
      {offline && (
        <p className="problem offline" role="alert">
          {t('net.lost')} {refused && <strong>{t('net.refused')}</strong>}
        </p>
      )}
      {problem && !offline && !state.result && (
        <p className="problem" role="alert">
          {t('table.error', { message: problem })}
        </p>
      )}
      {/* A disabled fieldset holds every control of the table while the connection is down. */}
      <fieldset className="play-area" disabled={offline} ref={playArea} tabIndex={-1} aria-label={summary.title}>
        <Suspense fallback={<p className="loading">…</p>}>
          <View
            state={state}
            summary={summary}
            me={user}
            play={play}
            send={send}
            hint={hint && hint.seq === state.seq ? hint.move : null}
            verdict={hint && hint.seq === state.seq ? hint.verdict : null}
          />
        </Suspense>
      </fieldset>
      {state.result && <ResultPanel state={state} result={state.result} summary={summary} rating={ratingNote} send={send} />}
      <div className="side">
        <section className="log" aria-label={t('table.log')}>
          <h3>{t('table.log')}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so it takes focus and a keyboard can scroll it too (axe: scrollable-region-focusable) */}
          <ol reversed tabIndex={0}>
            {log
              .slice(-30)
              .reverse()
              .map((entry) => (
                <li key={entry.key}>
                  <LogLine game={summary.game} event={entry.event} name={name} />
                </li>
              ))}
          </ol>
        </section>
        {summary.players > 1 && <Chat id={id} lines={chat} send={send} />}
      </div>
      {summary.seedHash && (
        <p className="seed">
          {t('table.seed')}: <code>{summary.seedHash.slice(0, 16)}…</code>
        </p>
      )}
    </div>
  );
}

/** An event of the log; one of a move the clock made for a player out of time says so. */
function LogLine({ game, event, name }: { game: string; event: LoggedEvent['event']; name: (seat: number) => string }) {
  const { t, lang } = useI18n();
  const { timeout, ...what } = event as LoggedEvent['event'] & { timeout?: boolean };
  const words = describeEvent(webGame(game).words, what as LoggedEvent['event'], lang, name);
  if (!timeout) return <>{words}</>;
  return (
    <>
      {words} <em className="timeout">({t('table.outOfTime')})</em>
    </>
  );
}

function InviteLink({ summary }: { summary: TableSummary }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const link = `${location.origin}${location.pathname}${href({ page: 'table', id: summary.id, invite: summary.invite ?? undefined })}`;
  return (
    <p>
      <input readOnly value={link} aria-label={t('table.copy')} size={40} />{' '}
      <button type="button" onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
        {copied ? t('table.invite') : t('table.copy')}
      </button>
    </p>
  );
}

function Turn({ state, summary, offline }: { state: StateMessage; summary: TableSummary; offline: boolean }) {
  const { t } = useI18n();
  // A seat a bot took over is no longer this player's to play.
  const mine =
    state.status === 'playing' &&
    state.seat !== null &&
    state.actors.includes(state.seat) &&
    !summary.seats[state.seat]?.replaced;
  // Heard when the turn comes to the player (sounds are off by default).
  useEffect(() => {
    if (mine) chime();
  }, [mine]);
  if (offline && state.status === 'playing') return <p className="turn paused">{t('table.turn.paused')}</p>;
  if (state.status === 'over' || state.result) return <p className="turn">{t('table.result')}</p>;
  if (state.status === 'open') return <p className="turn">{t('table.waiting')}</p>;
  return (
    <p className={`turn${mine ? ' mine' : ''}`} aria-live="polite">
      {mine ? t('table.turn.you') : t('table.turn.other', { name: state.actors.map((s) => seatLabel(summary, s, t)).join(', ') })}
    </p>
  );
}

function Clock({ state }: { state: StateMessage }) {
  const { t } = useI18n();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const deadline = state.clock?.deadline;
  if (!deadline) return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return <span className={`clock${left <= 5 ? ' low' : ''}`}>{t('table.clock', { s: left })}</span>;
}

function Chat({ id, lines, send }: { id: string; lines: ChatLine[]; send: (m: ClientMessage) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  // Braces: newer Chromium's scrollIntoView returns a promise, which React would take for a clean-up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll down whenever a line arrives
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section className="chat" aria-label={t('table.chat')}>
      <h3>{t('table.chat')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so it takes focus and a keyboard can scroll it too (axe: scrollable-region-focusable) */}
      <ul tabIndex={0}>
        {lines.map((line) => (
          <li key={`${line.at}-${line.from.id}`}>
            <ChatText line={line} />
          </li>
        ))}
        <li ref={end} />
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          send({ type: 'chat', table: id, text: text.trim() });
          setText('');
        }}
      >
        <input value={text} maxLength={MAX_CHAT_LENGTH} onChange={(e) => setText(e.target.value)} aria-label={t('table.chat')} />
        <button type="submit">{t('table.send')}</button>
      </form>
    </section>
  );
}

/** A chat line as plain text, except a rematch, which becomes the link to join it. */
function ChatText({ line }: { line: ChatLine }) {
  const { t } = useI18n();
  const rematch = rematchOf(line.text);
  if (rematch)
    return (
      <a className="button primary" href={href(rematch)}>
        {t('table.joinRematch', { name: line.from.name })}
      </a>
    );
  return (
    <>
      <strong>{line.from.name}:</strong> {line.text}
    </>
  );
}
