import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { type NamedBot, simulate } from '@parlour/engine';
import { bisley, type DealVerdict, solveDeal, summarise } from '@parlour/games/bisley';
import { arenaCommand } from './arena-command.ts';
import { flags, integer, json, UsageError } from './args.ts';
import { runBench } from './bench.ts';
import { defaultPlayers, gameEntry, listGames, settings } from './games.ts';
import { progress } from './progress.ts';
import { replay } from './replay.ts';

const HELP = `parlour — the Parlour games room on the command line

  parlour games [--json]
  parlour deal GAME --seed S [--players N] [--options JSON] [--json]
  parlour replay FILE|- [--json]
  parlour simulate GAME [--players N] [--options JSON] [--games K] [--seed S] [--bots a,b,...] [--budget MS] [--json]
  parlour arena [GAME...] [--tables levels|exploiters|sharp|all|x:NAME] [--games K] [--workers W] [--budget MS] [--seed S] [--write FILE] [--json] [--journal FILE] [--ratings FILE]
  parlour solve bisley (--seed S | --deals N [--from K] [--workers W]) [--timeout MS] [--jsonl] [--json]
  parlour bench [--quick] [--json]
  parlour serve [--port N] [--data DIR] [--database URL] [--redis URL] [--web DIR]
`;

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
const line = (text: string) => process.stdout.write(`${text}\n`);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Runs one command; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'games':
        return games(rest);
      case 'deal':
        return deal(rest);
      case 'replay':
        return replayCommand(rest);
      case 'simulate':
        return simulateCommand(rest);
      case 'arena':
        return await arenaCommand(rest);
      case 'solve':
        return await solveCommand(rest);
      case 'bench':
        return await benchCommand(rest);
      case 'serve':
        return await serve(rest);
      case undefined:
      case 'help':
      case '--help':
        line(HELP);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command '${command}' (try: parlour help)`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`parlour: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

function games(argv: string[]): number {
  const { values } = flags(argv, { json: 'boolean' });
  const list = listGames();
  if (values.json) print(list);
  else
    for (const g of list) {
      const range = g.players.min === g.players.max ? `${g.players.min}` : `${g.players.min}-${g.players.max}`;
      line(`${g.id.padEnd(12)} ${g.title.padEnd(18)} players ${range.padEnd(5)} bots ${g.bots.join(', ')}`);
      for (const o of g.options) {
        // An option with no default is simply left out unless given (Bisley's deal number).
        const value = o.default === undefined ? '(unset)' : JSON.stringify(o.default);
        line(`${''.padEnd(14)}--options ${o.name}=${value}  (${o.label})`);
      }
    }
  return 0;
}

function deal(argv: string[]): number {
  const { values, positionals } = flags(argv, { seed: 'string', players: 'string', options: 'string', json: 'boolean' });
  const entry = gameEntry(positionals[0]);
  if (typeof values.seed !== 'string') throw new UsageError('deal needs --seed S');
  const { players, options } = settings(
    entry,
    integer(values.players, 'players', defaultPlayers(entry), 1),
    json(values.options, 'options'),
  );
  const state = entry.game.setup(players, options, values.seed);
  const layout = entry.layout?.(state);
  print({ game: entry.game.id, players, options, seed: values.seed, state, ...(layout ? { layout } : {}) });
  return 0;
}

function replayCommand(argv: string[]): number {
  const { positionals } = flags(argv, { json: 'boolean' });
  const file = positionals[0];
  if (!file) throw new UsageError('replay needs a FILE, or - for standard input');
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not JSON`);
  }
  const report = replay(raw);
  print(report);
  return report.ok ? 0 : 1;
}

function simulateCommand(argv: string[]): number {
  const { values, positionals } = flags(argv, {
    players: 'string',
    options: 'string',
    games: 'string',
    seed: 'string',
    bots: 'string',
    budget: 'string',
    json: 'boolean',
  });
  const entry = gameEntry(positionals[0]);
  const names = typeof values.bots === 'string' ? values.bots.split(',').map((b) => b.trim()) : ['random'];
  const players = integer(values.players, 'players', names.length > 1 ? names.length : defaultPlayers(entry), 1);
  const setting = settings(entry, players, json(values.options, 'options'));
  const seated = names.length === 1 ? Array(players).fill(names[0]) : names;
  if (seated.length !== players) throw new UsageError(`--bots names ${names.length} bots for ${players} seats`);
  const bots: NamedBot<unknown, unknown>[] = seated.map((name) => {
    const bot = entry.bots[name];
    if (!bot) throw new UsageError(`no bot '${name}' for ${entry.game.id}; its bots are ${Object.keys(entry.bots).join(', ')}`);
    return { name, bot };
  });
  const games = integer(values.games, 'games', 1000, 1);
  const bar = progress(`simulate ${entry.game.id}`, games, 'games');
  const report = simulate(entry.game, {
    ...setting,
    games,
    seed: typeof values.seed === 'string' ? values.seed : 'simulate',
    bots,
    budgetMs: integer(values.budget, 'budget', 50, 1),
    onGame: (done) => bar.tick(done),
  });
  bar.end();
  if (values.json) print(report);
  else {
    line(`${report.game}, ${report.players} players, ${report.games} games (seats rotated)`);
    for (const b of report.bots) {
      line(
        `  ${b.name.padEnd(16)} wins ${pct(b.winRate).padStart(6)}  95% CI ${pct(b.interval.low)}-${pct(b.interval.high)}  (${b.wins.toFixed(1)} of ${b.played} seat-games)`,
      );
    }
    line(
      `  moves per game ${report.movesPerGame.toFixed(1)}, ${Math.round(report.movesPerSecond).toLocaleString('en')} moves/s, ${report.seconds.toFixed(1)} s`,
    );
  }
  return 0;
}

async function solveCommand(argv: string[]): Promise<number> {
  const { values, positionals } = flags(argv, {
    seed: 'string',
    deals: 'string',
    from: 'string',
    timeout: 'string',
    workers: 'string',
    jsonl: 'boolean',
    json: 'boolean',
  });
  if (positionals[0] !== 'bisley') throw new UsageError('solve knows one game: parlour solve bisley ...');
  const timeoutMs = integer(values.timeout, 'timeout', 60_000, 1);
  if ((values.seed === undefined) === (values.deals === undefined))
    throw new UsageError('solve needs exactly one of --seed S or --deals N');

  if (typeof values.seed === 'string') {
    const solution = solveDeal(values.seed, timeoutMs);
    if (values.json || values.jsonl) print(solution);
    else {
      line(
        `Bisley deal ${values.seed}: ${solution.verdict} (${solution.nodes} positions searched, ${solution.ms.toFixed(1)} ms)`,
      );
      if (solution.line)
        line(`winning line, ${solution.line.length} moves, checked by the rules:\n${describeLine(values.seed, solution.line)}`);
      else if (solution.verdict === 'unwinnable') line('no winning line exists: every reachable position was searched.');
    }
    return 0;
  }

  const deals = integer(values.deals, 'deals', 0, 1);
  const from = integer(values.from, 'from', 0, 0);
  const workers = integer(values.workers, 'workers', 1, 1);
  const seeds = Array.from({ length: deals }, (_, i) => String(from + i));
  const bar = progress('solve bisley', deals, 'deals');
  let solved = 0;
  const verdicts = await solveMany(seeds, timeoutMs, workers, (v) => {
    bar.tick(++solved);
    if (values.jsonl) line(JSON.stringify(v));
  });
  bar.end();
  const summary = summarise(from, verdicts);
  if (values.json) print(summary);
  else if (!values.jsonl) {
    line(
      `Bisley deals ${from}..${from + deals - 1}: ${summary.winnable} winnable, ${summary.unwinnable} unwinnable, ${summary.undecided} undecided`,
    );
    line(`  winnable ${pct(summary.winRate)} (Wilson 95% ${pct(summary.interval.low)}-${pct(summary.interval.high)})`);
    line(
      `  ms per deal: median ${summary.ms.median.toFixed(2)}, p99 ${summary.ms.p99.toFixed(1)}, max ${summary.ms.max.toFixed(0)}`,
    );
  } else line(JSON.stringify({ summary }));
  return 0;
}

/** Solves seeds across worker threads (one thread: in this one), reporting each verdict as it comes. */
async function solveMany(
  seeds: string[],
  timeoutMs: number,
  workers: number,
  each: (v: DealVerdict) => void,
): Promise<DealVerdict[]> {
  const verdicts: DealVerdict[] = [];
  if (workers === 1) {
    for (const seed of seeds) {
      const { verdict, nodes, ms } = solveDeal(seed, timeoutMs);
      verdicts.push({ seed, verdict, nodes, ms });
      each(verdicts[verdicts.length - 1]);
    }
    return verdicts;
  }
  const url = new URL('../bin/solve-worker.js', import.meta.url);
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const share = seeds.filter((_, i) => i % workers === w);
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(url, { workerData: { seeds: share, timeoutMs } });
        worker.on('message', (v: DealVerdict) => {
          verdicts.push(v);
          each(v);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`solver worker exited ${code}`))));
      });
    }),
  );
  return verdicts;
}

/** The line in words, replayed through the rules (which throw if any move were illegal). */
function describeLine(seed: string, moves: readonly import('@parlour/games/bisley').BisleyMove[]): string {
  let state = bisley.setup(1, bisley.options.defaults, seed);
  const words: string[] = [];
  for (const move of moves) {
    const { state: next, events } = bisley.play(state, 0, move);
    const e = events[0] as unknown as { card: string; pile?: string; onto?: number };
    words.push(move.type === 'foundation' ? `${e.card}->${e.pile}` : `${e.card}->col${(e.onto as number) + 1}`);
    state = next;
  }
  if (state.status !== 'won') throw new Error('solver line does not win');
  return words.join(' ');
}

async function benchCommand(argv: string[]): Promise<number> {
  const { values } = flags(argv, { json: 'boolean', quick: 'boolean' });
  await runBench({ json: Boolean(values.json), quick: Boolean(values.quick) });
  return 0;
}

/** The server in the foreground: the flags override the environment (PORT, DATA_DIR, ...). */
async function serve(argv: string[]): Promise<number> {
  const { values } = flags(argv, { port: 'string', data: 'string', database: 'string', redis: 'string', web: 'string' });
  const { configFromEnv, startServer } = await import('@parlour/server');
  const env = { ...process.env };
  if (values.port !== undefined) env.PORT = String(integer(values.port, 'port', 8080, 0));
  if (typeof values.data === 'string') env.DATA_DIR = values.data;
  if (typeof values.database === 'string') env.DATABASE_URL = values.database;
  if (typeof values.redis === 'string') env.REDIS_URL = values.redis;
  if (typeof values.web === 'string') env.WEB_DIR = values.web;
  const server = await startServer(configFromEnv(env));
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await server.stop();
  return 0;
}
