import { expect } from 'vitest';
import { api, choose, click, type Driver, type Engine, text, until, withAnother } from './browsers.ts';
import { bot, type Check, checkInEveryEngine, fill, open, type Summary, seq, table } from './checks.ts';
import { playSeat, seatDone } from './seatBySocket.ts';

/**
 * More of issue 13's items, each checked the same way in Chromium, Firefox and WebKit (see
 * items.test.ts for the rest): the profile, Bisley's hint on the board, Wooly Bully's turn
 * with nothing to place, plurals at the tables in French and Malay, a rematch between two
 * people, and motion and sound.
 */

const heading = (d: Driver) => text(d, '.profile h2');

/** The expression, polled across a reload the page makes itself (a call made meanwhile may fail). */
async function afterReload(d: Driver, expression: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (await d.run<boolean>(expression).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Item 4: the profile keeps a guest's account under a name and password, keeps the language, logs out and back in. */
async function profile(d: Driver, url: string, engine: Engine): Promise<void> {
  await d.forget();
  await d.goto(`${url}/#/profile`);
  await until(d, `/^Profile: guest-/.test(document.querySelector('.profile h2')?.textContent ?? '')`);
  expect(await text(d, '.profile')).toContain('You are playing as a guest.');
  const name = `${engine.id}_${Date.now().toString(36)}`;
  const password = 'a long enough secret';
  await fill(d, '.profile input[autocomplete="username"]', name);
  await fill(d, '.profile input[type="password"]', password);
  await click(d, '.profile button', 'Register');
  await until(d, `document.querySelector('.profile [role="status"]')?.textContent === 'Signed in.'`);
  expect(await heading(d)).toBe(`Profile: ${name}`);
  expect(await text(d, '.profile')).toContain(`Signed in as ${name}.`);
  expect(await text(d, '.topbar nav .wide')).toBe(name);
  // The password never stays in the page.
  expect(await d.run<number>(`document.querySelectorAll('.profile input[type="password"]').length`)).toBe(0);
  // The language, kept in this browser over a reload, with the session; in French no game
  // played is "0 partie" (French counts nought as one).
  await choose(d, 'select[aria-label="Language"]', 'fr');
  await until(d, `document.querySelector('.profile h2')?.textContent === ${JSON.stringify(`Profil: ${name}`)}`);
  await d.reload();
  await until(d, `document.querySelector('.profile h2')?.textContent === ${JSON.stringify(`Profil: ${name}`)}`);
  expect(await text(d, '.profile')).toContain('0 partie classée jouée');
  await choose(d, 'select[aria-label="Langue"]', 'en');
  await until(d, `document.querySelector('.profile h2')?.textContent === ${JSON.stringify(`Profile: ${name}`)}`);
  // Logged out, the page starts again as a newcomer (a new guest).
  await d.run(`(() => { window.beforeLogout = true; return true; })()`);
  await click(d, '.profile button', 'Log out');
  await afterReload(
    d,
    `!window.beforeLogout && /^Profile: guest-/.test(document.querySelector('.profile h2')?.textContent ?? '')`,
  );
  // Back in with the password; a wrong one is refused and cleared.
  await fill(d, '.profile input[autocomplete="username"]', name);
  await fill(d, '.profile input[type="password"]', 'not the secret');
  await click(d, '.profile button', 'Log in');
  await until(d, `document.querySelector('.profile [role="status"]')?.textContent === 'Wrong name or password.'`);
  expect(await d.run<string>(`document.querySelector('.profile input[type="password"]').value`)).toBe('');
  expect(await heading(d)).toMatch(/^Profile: guest-/);
  await fill(d, '.profile input[type="password"]', password);
  await click(d, '.profile button', 'Log in');
  await until(d, `document.querySelector('.profile h2')?.textContent === ${JSON.stringify(`Profile: ${name}`)}`);
  expect(await text(d, '.profile [role="status"]')).toBe('Signed in.');
}

/** A Bisley deal from the lobby's Play now, dealt again (at most twice) should it have no move at all. */
async function bisleyDeal(d: Driver, url: string): Promise<void> {
  for (let deal = 0; deal < 3; deal++) {
    await d.goto(url);
    await click(d, 'li.game[data-game="bisley"] button', 'Play now');
    await until(d, `/^(Your turn|Game over)$/.test(document.querySelector('.turn')?.textContent ?? '')`);
    // (the turn is said a moment before the board is drawn)
    if ((await text(d, '.turn')) === 'Your turn')
      return void (await until(d, `document.querySelector('button.available.movable') !== null`));
  }
  throw new Error('three Bisley deals in a row had no move');
}

type BisleyMove = { type: 'foundation'; from: number; pile: 'ace' | 'king' } | { type: 'build'; from: number; to: number };
interface Hinted {
  hint: BisleyMove;
  said: string;
  /** The outline of each element marked as the card to move, and as where it goes; how many are marked. */
  from: string[];
  to: string[];
  all: number;
}

/** The selectors of a move's card and of where it goes, as the board draws them. */
const HINT_PLACES = `(hint) => [
  '.column[data-column="' + hint.from + '"] button.available',
  hint.type === 'build' ? '.column[data-column="' + hint.to + '"] button.available' : '.foundation .pile.' + hint.pile,
]`;

/**
 * Bisley's hint for the position the page shows, and how the board marks it (read at once,
 * as the table's own moves home may follow the player's and clear it); asked again should
 * the table move on before the answer; null once the deal is over.
 */
async function askHint(d: Driver): Promise<Hinted | null> {
  for (let tries = 0; tries < 4; tries++) {
    if (await d.run<boolean>(`document.querySelector('.result') !== null`)) return null;
    const before = await seq(d);
    await click(d, '.bisley .toolbar button', 'Hint');
    const got = await until<string>(
      d,
      `(() => {
        if (document.querySelector('.table-page').getAttribute('data-seq') !== ${JSON.stringify(before)}) return 'moved';
        const shown = document.querySelector('.bisley [data-hinted]')?.getAttribute('data-hinted');
        if (!shown) return null;
        const hint = JSON.parse(shown);
        const [from, to] = (${HINT_PLACES})(hint);
        const outline = (s) => [...document.querySelectorAll(s + '.hinted')].map((e) => getComputedStyle(e).outlineStyle);
        const said = document.querySelector('.bisley .hint').textContent;
        return JSON.stringify({ hint, said, from: outline(from), to: outline(to), all: document.querySelectorAll('.bisley .hinted').length });
      })()`,
    );
    if (got !== 'moved') return JSON.parse(got) as Hinted;
  }
  throw new Error('the table kept moving: no hint stood');
}

/** Item 5: Bisley's hint is shown on the board (the card and where it goes), and movable cards stand out from stuck ones. */
async function bisleyHint(d: Driver, url: string): Promise<void> {
  await bisleyDeal(d, url);
  const looks = await d.run<{ movable: string[][]; stuck: string[][] }>(`(() => {
    const look = (b) => { const s = getComputedStyle(b.querySelector('.card')); return [s.boxShadow, s.filter]; };
    const cards = [...document.querySelectorAll('.bisley .column button.available')];
    return { movable: cards.filter((b) => b.matches('.movable')).map(look), stuck: cards.filter((b) => b.disabled).map(look) };
  })()`);
  expect(looks.movable.length).toBeGreaterThan(0);
  // A movable card stands up with a light edge, undimmed; a stuck one lies dimmed, without it.
  for (const [shadow, filter] of looks.movable) expect([shadow !== 'none', filter.includes('saturate')]).toEqual([true, false]);
  for (const [shadow, filter] of looks.stuck) expect([shadow, filter.includes('saturate')]).toEqual(['none', true]);
  // Hints until one builds on a column (the table sends cards home by itself, so most do):
  // each marked on the board, the card to move and where it goes.
  for (let asked = 0; ; asked++) {
    if (asked === 8) throw new Error('eight hints in a row sent a card home');
    const hinted = await askHint(d);
    // (a deal the hinted moves took to its end: another)
    if (!hinted) {
      await bisleyDeal(d, url);
      continue;
    }
    const { hint, said, ...marked } = hinted;
    expect(said).toMatch(/Hint: .+ (to the (ace|king) pile of|onto) /);
    expect(marked).toEqual({ from: ['dashed'], to: ['dashed'], all: 2 });
    if (hint.type === 'build') return;
    const before = await seq(d);
    const [from, to] = await d.run<string[]>(`(${HINT_PLACES})(${JSON.stringify(hint)})`);
    // Played as hinted: the card, then (with more than one place to go) its pile.
    await d.run(`document.querySelector('${from}').click()`);
    const changed = `document.querySelector('.table-page').getAttribute('data-seq') !== ${JSON.stringify(before)}`;
    await until(d, `${changed} || document.querySelector('${to}.target') !== null`);
    if (!(await d.run<boolean>(changed))) await d.run(`document.querySelector('${to}.target').click()`);
    await until(
      d,
      `${changed} && (document.querySelector('.result') !== null || document.querySelector('.turn')?.textContent === 'Your turn')`,
    );
  }
}

const WOOLY_NONE = 'None of your tiles fits anywhere: End turn passes and draws a tile.';
const WOOLY_TABLE = { game: 'wooly-bully', players: 2, seats: [open, bot('medium')], start: true };

/**
 * In the page: Wooly Bully tables against a bot until one where the player's first turn has
 * no tile that fits (about one deal in twenty); its id, or null after `tries`. Tables that
 * do not serve are left waiting on the player (no clock: they cost the server nothing), a
 * new guest every nine (the server's limit is ten tables a player).
 */
const NOTHING_FITS_IN_PAGE = `async (table, tries) => {
  const post = async (path, body) => {
    const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!r.ok) throw new Error(path + ': ' + r.status + ' ' + (await r.text()));
    return r.json();
  };
  const fits = (id) => new Promise((done, fail) => {
    const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
    ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', table: id, legal: true }));
    ws.onerror = () => fail(new Error('socket error'));
    ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.type === 'error') fail(new Error(m.message));
      if (m.type !== 'state' || m.seat === null || !m.actors.includes(m.seat)) return;
      ws.close();
      done(m.legal.some((x) => x.type === 'place'));
    };
  });
  for (let i = 0; i < tries; i++) {
    if (i % 9 === 0) {
      await fetch('/api/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      await post('/api/guest', {});
    }
    const t = await post('/api/tables', table);
    if (!(await fits(t.id))) return t.id;
  }
  return null;
}`;

/**
 * Item 5: Wooly Bully's rotation choices are labelled; on a turn where no tile fits, the
 * tiles are greyed out, a line says why, and End turn passes and draws a tile.
 */
async function woolyNothingFits(d: Driver, url: string): Promise<void> {
  try {
    await woolyTurns(d, url);
  } finally {
    // The search leaves its guest with tables waiting: the next check is someone new.
    await d.forget();
  }
}

async function woolyTurns(d: Driver, url: string): Promise<void> {
  // A first turn with a tile that fits (most deals): its faces and turns, each named.
  for (let game = 0; ; game++) {
    await table(d, url, WOOLY_TABLE);
    const prompt = await until<string>(
      d,
      `/^(Place a tile|None of)/.test(document.querySelector('.prompt')?.textContent) && document.querySelector('.prompt').textContent`,
    );
    if (prompt === WOOLY_NONE && game < 2) continue;
    break;
  }
  await d.run(`document.querySelector('.wooly-bully-hand .tiles button.pick:not(:disabled)').click()`);
  const turns = await until<string[]>(
    d,
    `(() => { const b = [...document.querySelectorAll('.turns[role="radiogroup"] button[role="radio"]')]; return b.length > 0 && b.map((e) => e.getAttribute('aria-label')); })()`,
  );
  for (const label of turns) expect(label).toMatch(/^Face [12], turned (0|90|180|270)°$/);
  expect(await text(d, '.turns-label')).toBe('Face and turn:');
  expect(await d.run<string>(`document.querySelector('.turns').getAttribute('aria-label')`)).toBe(
    'Choose a face and rotation, then a lit cell.',
  );
  // A deal where nothing fits at once, found through the API, then opened in the page (a new guest's: loaded afresh).
  await d.run(
    `(() => { window.nothingFits = {}; (${NOTHING_FITS_IN_PAGE})(${JSON.stringify(WOOLY_TABLE)}, 100).then((id) => { window.nothingFits.id = id; }, (e) => { window.nothingFits.id = String(e); }); return true; })()`,
  );
  const id = await until<[string | null]>(d, `window.nothingFits.id !== undefined && [window.nothingFits.id]`, 150_000);
  expect(id[0]).toMatch(/^[\w-]+$/);
  await d.goto(`${url}/#/table/${id[0]}`);
  await d.reload();
  await until(d, `document.querySelector('.prompt')?.textContent === ${JSON.stringify(WOOLY_NONE)}`);
  const hand = await d.run<{ tiles: number; greyed: string[] }>(`(() => {
    const tiles = [...document.querySelectorAll('.wooly-bully-hand .tiles button.pick:not(.reveal)')];
    return { tiles: tiles.length, greyed: tiles.filter((b) => b.disabled).map((b) => getComputedStyle(b).opacity) };
  })()`);
  // The tiles greyed out (only a character, laid on a piece already on the board, could still be played).
  expect(hand.greyed.length).toBeGreaterThan(0);
  for (const opacity of hand.greyed) expect(Number(opacity)).toBeLessThan(1);
  const before = await seq(d);
  await click(d, '.wooly-bully-hand button', 'End turn');
  await until(d, `document.querySelector('.table-page').getAttribute('data-seq') !== ${JSON.stringify(before)}`);
  await until(d, `[...document.querySelectorAll('.log li')].some((l) => / passes \\(drew 1\\)$/.test(l.textContent))`);
  await until(d, `[...document.querySelectorAll('.log li')].some((l) => l.textContent === 'You drew 1 tile')`);
  await until(d, `document.querySelectorAll('.wooly-bully-hand .tiles button.pick:not(.reveal)').length === ${hand.tiles + 1}`);
}

/**
 * Every count with its noun in the page's text, as [count, noun] pairs: the noun as the
 * language's plural rule must give it for that count (French: singular for 0 and 1).
 */
async function counted(d: Driver, pattern: RegExp, where = '.table-page'): Promise<[number, string][]> {
  const all = await d.run<string>(`document.querySelector(${JSON.stringify(where)}).innerText`);
  return [...all.matchAll(pattern)].map((m) => [Number(m[1]), m[2]]);
}

const FRENCH = /(\d+) (cartes?|tuiles?|points?|coups?)\b/g;
const frenchNoun = (n: number, noun: string) => (n < 2 ? noun.replace(/s$/, '') : noun.replace(/s?$/, 's'));

/** Item 4: plurals in French and Malay at the tables: Bisley's move count, Bluff's and Wooly Bully's seats, piles and log. */
async function plurals(d: Driver, url: string): Promise<void> {
  try {
    await pluralsAtTables(d, url);
  } finally {
    // The language is kept in the browser: the next check starts in English whatever happened here.
    await d.run(`(() => { localStorage.setItem('parlour.lang', 'en'); return true; })()`);
    await d.reload();
  }
}

async function pluralsAtTables(d: Driver, url: string): Promise<void> {
  await bisleyDeal(d, url);
  await choose(d, 'select[aria-label="Language"]', 'fr');
  // No move made yet: "0 coup" in French (nought takes the singular), where English says "0 moves".
  await until(d, `document.querySelector('.bisley .stat')?.textContent === '0 coup'`);
  // A move or two (the game may send cards home after one): each count as French says it.
  for (let move = 0; move < 2; move++) {
    if (!(await d.run<boolean>(`Boolean(document.querySelector('button.available.movable'))`))) break;
    const before = await seq(d);
    await d.run(`document.querySelector('button.available.movable').click()`);
    const changed = `document.querySelector('.table-page').getAttribute('data-seq') !== ${JSON.stringify(before)}`;
    await until(d, `${changed} || Boolean(document.querySelector('.pile.target, .column.target button.available'))`);
    if (!(await d.run<boolean>(changed)))
      await d.run(`document.querySelector('.pile.target, .column.target button.available').click()`);
    await until(d, changed);
    const [n, noun] = (await counted(d, FRENCH, '.bisley .stat'))[0];
    expect(n).toBeGreaterThan(0);
    expect(noun).toBe(frenchNoun(n, 'coup'));
  }
  await choose(d, 'select[aria-label="Langue"]', 'ms');
  await until(d, `/^\\d+ langkah$/.test(document.querySelector('.bisley .stat')?.textContent ?? '')`);
  for (const game of ['bluff', 'wooly-bully']) {
    const t = await api<Summary>(d, 'POST', '/api/quickplay', { game, bot: 'easy' });
    await d.goto(`${url}/#/table/${t.id}`);
    await until(d, `document.querySelectorAll('.table-page .seats .seat').length > 1`);
    // Malay has one form: "13 kad", "60 jubin", never an English or French plural.
    await until(d, `/\\d+ (kad|jubin)/.test(document.querySelector('.table-page').innerText)`);
    expect(await counted(d, /(\d+) (cards?|tiles?|cartes?|tuiles?)\b/g)).toEqual([]);
    await choose(d, 'select[aria-label="Bahasa"]', 'fr');
    await until(d, `/\\d+ (cartes|tuiles)/.test(document.querySelector('.table-page').innerText)`);
    // Let a few moves come into the log, then every count there and on the table agrees with its noun.
    await new Promise((r) => setTimeout(r, 1500));
    const found = await counted(d, FRENCH);
    expect(found.some(([n]) => n >= 2)).toBe(true);
    expect(found.map(([n, noun]) => `${n} ${noun}`)).toEqual(found.map(([n, noun]) => `${n} ${frenchNoun(n, noun)}`));
    await choose(d, 'select[aria-label="Langue"]', 'ms');
  }
}

/**
 * Item 11: two people at one table, each in a browser of their own; at its end one offers a
 * rematch with the same players, the other joins it from the chat, and it starts. The game is
 * played over the players' own sockets (seatBySocket.ts), the rematch through the pages.
 */
async function rematch(d: Driver, url: string, engine: Engine): Promise<void> {
  const at = await table(d, url, { game: 'bully', players: 2, seats: [open, open], options: { quickSetup: true }, start: true });
  const id = at.split('/').pop() ?? '';
  await withAnother(engine, {}, async (bob) => {
    // Bob arrives by the link with no session: the page makes his guest and seats him.
    await bob.goto(at);
    await until(bob, `document.querySelector('.table-page[data-status="playing"]') !== null`, 60_000);
    await until(d, `document.querySelector('.table-page[data-status="playing"]') !== null`);
    await playSeat(d, id);
    await playSeat(bob, id);
    expect(await seatDone(d)).toBe('over');
    expect(await seatDone(bob)).toBe('over');
    await until(bob, `document.querySelector('.result') !== null`);
    await click(d, '.result button', 'Rematch (same players)');
    await until(
      d,
      `document.querySelector('.table-page[data-status="open"]') !== null && !location.hash.includes(${JSON.stringify(id)})`,
    );
    const rematchAt = await d.run<string>(`location.href`);
    await until(
      bob,
      `(() => { const a = [...document.querySelectorAll('a')].find((a) => / offers a rematch: join it$/.test(a.textContent)); if (a) a.click(); return Boolean(a); })()`,
    );
    await until(bob, `location.href === ${JSON.stringify(rematchAt)}`);
    await until(d, `document.querySelector('.table-page[data-status="playing"]') !== null`);
    await until(bob, `document.querySelector('.table-page[data-status="playing"]') !== null`);
  });
}

/** The first card of a new Bluff hand against bots: its animation's name and length. */
async function dealtCard(d: Driver, url: string): Promise<string[]> {
  await d.goto(url);
  await click(d, 'li.game[data-game="bluff"] button', 'Quick play vs bots');
  return until<string[]>(
    d,
    `(() => { const c = document.querySelector('.bluff .fan .pick'); if (!c) return null; const s = getComputedStyle(c); return [s.animationName, s.animationDuration]; })()`,
  );
}

/** Counts the oscillators the page starts from now on (the page makes its audio on the first chime). */
const countOscillators = (d: Driver) =>
  d.run(`(() => {
    window.oscillators = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      createOscillator() {
        window.oscillators++;
        return super.createOscillator();
      }
    };
    return true;
  })()`);

/** Bisley's Play now with sounds as they are: the oscillators its first turn starts (two notes a chime). */
async function chimes(d: Driver, url: string): Promise<number> {
  await d.goto(url);
  await countOscillators(d);
  await click(d, 'li.game[data-game="bisley"] button', 'Play now');
  await until(d, `document.querySelector('.turn')?.textContent === 'Your turn'`);
  await new Promise((r) => setTimeout(r, 300));
  return d.run<number>(`window.oscillators`);
}

/**
 * Item 12: what happens moves briefly, and not at all for a player who asks for less motion
 * (a browser of its own, opened so); sounds are off until turned on, then the turn chimes.
 */
async function motionAndSound(d: Driver, url: string, engine: Engine): Promise<void> {
  expect(await dealtCard(d, url)).toEqual(['deal-in', '0.22s']);
  await withAnother(engine, { reducedMotion: true }, async (still) => {
    expect(await dealtCard(still, url)).toEqual(['none', '0s']);
    // A browser new to the site: sounds are off, and a turn coming is silent.
    await still.goto(url);
    expect(
      await until<[boolean]>(
        still,
        `document.querySelector('.topbar .sound input') && [document.querySelector('.topbar .sound input').checked]`,
      ),
    ).toEqual([false]);
    expect(await chimes(still, url)).toBe(0);
  });
  await d.goto(url);
  await until(
    d,
    `(() => { const box = document.querySelector('.topbar .sound input'); if (box && !box.checked) box.click(); return Boolean(box); })()`,
  );
  expect(await d.run<string | null>(`localStorage.getItem('parlour.sound')`)).toBe('on');
  expect(await chimes(d, url)).toBe(2);
  await d.run(`(() => { document.querySelector('.topbar .sound input').click(); return true; })()`);
}

const CHECKS: [string, Check][] = [
  ['the profile: a name and password kept, the language kept, logged out and back in (item 4)', profile],
  ["Bisley's hint on the board, movable cards unlike stuck ones (item 5)", bisleyHint],
  ['Wooly Bully: rotations labelled; nothing fits: tiles greyed, said why, End turn passes (item 5)', woolyNothingFits],
  ['plurals in French and Malay at the tables (item 4)', plurals],
  ['a rematch between two people, each in a browser of their own (item 11)', rematch],
  ['motion, none when less is asked for; sounds off until turned on (item 12)', motionAndSound],
];

checkInEveryEngine("more of issue 13's items in every browser engine", 'more-items', CHECKS);
