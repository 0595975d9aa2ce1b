import { type Driver, until } from './browsers.ts';

/**
 * The page's player plays their seat over a socket of their own, opened in the page (the
 * same user and cookie, as a second tab would): a legal move each time the seat is on, other
 * than quitting, until the game is over or `stop(state)` holds. It takes the page's user to
 * a position deep in a game within seconds, where the page's own clicks take minutes; the
 * page then shows what it came to. Runs in the background: the driver only polls it.
 */
const PLAY_SEAT_IN_PAGE = `(table, stop) => {
  const seat = { done: null, moves: 0 };
  const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
  const finish = (how) => { if (!seat.done) { seat.done = how; ws.close(); } };
  ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', table, legal: true }));
  ws.onclose = () => finish('closed');
  let last = -1;
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'error') return finish('error: ' + m.message);
    if (m.type !== 'state' || m.table !== table || m.seq <= last) return;
    last = m.seq;
    if (m.status === 'over') return finish('over');
    if (m.seat === null || !m.actors.includes(m.seat)) return;
    if (stop(m)) return finish('stopped');
    if (m.legalOmitted) return finish('the legal moves were left out');
    const moves = m.legal.filter((x) => x.type !== 'quit');
    const move = moves[Math.floor(Math.random() * moves.length)];
    seat.moves++;
    ws.send(JSON.stringify({ type: 'move', table, seq: m.seq, move }));
  };
  return seat;
}`;

/** Starts the page's user playing `table` over their own socket (see above); `stop` is a function's source, given the state message. */
export async function playSeat(d: Driver, table: string, stop = '() => false'): Promise<void> {
  await d.run(`(() => { window.seatBySocket = (${PLAY_SEAT_IN_PAGE})(${JSON.stringify(table)}, ${stop}); return true; })()`);
}

/** How the socket's play ended: 'over', 'stopped', or what went wrong. */
export const seatDone = (d: Driver, timeoutMs = 150_000) => until<string>(d, `window.seatBySocket.done`, timeoutMs);
