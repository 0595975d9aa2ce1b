/**
 * `npm run bench:server`: the load driver. Starts server node(s) as child processes, then
 * plays TABLES tables of SEATS random players, each a real WebSocket client on loopback,
 * first at an offered load (a think time per move), then flat out. Prints moves/s,
 * p50/p99 latency from sending a move to receiving the new state, and server memory.
 *
 * Environment: GAME (bluff), TABLES (500), SEATS (4), SECONDS per phase (20), THINK ms for
 * the offered phase (520: about 1,100 moves/s), PHASES (offered,flat), NODES (1; 2 needs DATABASE_URL and
 * REDIS_URL), DATABASE_URL, REDIS_URL, SERVER_ENTRY (the node's entry file; by default the
 * bundle `npm start` runs, built first), SERVER_NODE_ARGS (Node flags for the server nodes, after the
 * heap settings of scripts/server-node.json that `npm start` gives them too, with its environment),
 * ALLOCATION=1 (also print the bytes each move allocates in the nodes, see inspector.ts, and
 * the ALLOCATION_TOP functions (12) that allocate most, by their own allocations;
 * ALLOCATION=survived counts only what outlives the young generation; the bundle
 * inlines, so `SERVER_NODE_ARGS=--no-turbo-inlining` names them more finely), PROFILE=1 (also
 * print the PROFILE_TOP functions (12) of the first node that take most CPU over each phase,
 * by their own time, in microseconds per move), LOOP=1 (also print each node's event-loop
 * delay over each phase, and the driver's own: a latency tail neither loop shows is the
 * machine's, as when a process waits for a core), ACTORS (`all`: every player a state asks
 * moves, so the three players of a Bluff call window answer at once, as the rules have it;
 * `first`: only the first of them, the others in turn after it, so a table has one move on
 * its way at a time, the load of the Colyseus anchor and its sequential window).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createRng, defined, type Seat } from '@parlour/engine';
import { findGame, GAMES } from '@parlour/games';
import type { StateMessage, TableSummary } from '@parlour/protocol';
import SERVER_NODE from '../../../../scripts/server-node.json' with { type: 'json' };
import { Client } from '../testing/client.ts';
import { freePort } from '../testing/private-services.ts';
import { loopDelayOf, type Sample, sampleAllocation, sampleCpu, sampleLoopDelay } from './inspector.ts';

const env = process.env;
// Bluff as the issue asks; while it is not in the registry, the first game for SEATS players.
const GAME =
  env.GAME ??
  (findGame('bluff')
    ? 'bluff'
    : (Object.values(GAMES).find((e) => e.game.players.max >= Number(env.SEATS ?? 4))?.game.id ?? 'bisley'));
const TABLES = Number(env.TABLES ?? 500);
const SEATS = Number(env.SEATS ?? 4);
const SECONDS = Number(env.SECONDS ?? 20);
const THINK = Number(env.THINK ?? 520);
const PHASES = (env.PHASES ?? 'offered,flat').split(',');
const NODES = Number(env.NODES ?? 1);
const ACTORS = env.ACTORS ?? 'all';
if (ACTORS !== 'all' && ACTORS !== 'first') throw new Error(`ACTORS is 'all' or 'first', not '${ACTORS}'`);
// What ALLOCATION=1 or ALLOCATION=survived counts: everything allocated, or what outlives the young generation.
const ALLOCATION = env.ALLOCATION === '1' ? 'all' : env.ALLOCATION === 'survived' ? 'survived' : null;
const ALLOCATION_TOP = Number(env.ALLOCATION_TOP ?? 12);
const PROFILE = env.PROFILE === '1';
const PROFILE_TOP = Number(env.PROFILE_TOP ?? 12);
const LOOP = env.LOOP === '1';
// The node as `npm start` runs it: the bundled server on plain Node (SERVER_ENTRY: a .ts file under tsx).
const ENTRY = resolve(env.SERVER_ENTRY ?? 'packages/server/dist/main.js');
// The heap settings `npm start` gives the node, then SERVER_NODE_ARGS: Node flags for the
// server nodes only (later flags win), e.g. "--cpu-prof".
const NODE_ARGS = [
  ...SERVER_NODE.flags,
  ...(env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ...(ENTRY.endsWith('.ts') ? ['--import', 'tsx', ENTRY] : [ENTRY]),
];

const entry = findGame(GAME);
if (!entry) throw new Error(`no game ${GAME} in the registry`);
const game = entry.game;

interface Node {
  proc: ChildProcess;
  url: string;
  peak: number;
  /** The node's inspector port, with ALLOCATION=1, PROFILE=1 or LOOP=1. */
  inspect?: number;
}

async function startNode(i: number, dataDir: string, schema: string): Promise<Node> {
  const port = await freePort();
  const inspect = ALLOCATION || PROFILE || LOOP ? await freePort() : undefined;
  const args = inspect ? [`--inspect=127.0.0.1:${inspect}`, ...NODE_ARGS] : NODE_ARGS;
  const proc = spawn(process.execPath, args, {
    env: {
      ...SERVER_NODE.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WS_RATE: '100000',
      // Every simulated player is a guest from this one address.
      GUESTS_PER_ADDRESS: '1000000',
      NODE_NAME: `bench-${i}`,
      DATABASE_SCHEMA: schema,
      REDIS_PREFIX: `parlour-bench:${schema}:`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let t = 0; t < 600; t++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { proc, url, peak: 0, inspect };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`node ${i} did not start`);
}

function rss(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** One random player: a real client that picks a random legal move from its own view. */
const pidOf = (n: Node): number => defined(n.proc.pid, 'the node’s pid');

/**
 * What a player keeps of a state until its next; the message itself (its patch, events and
 * the rest) is left to die young. Kept whole, 2,000 players' messages lived a think time
 * each and the driver's young collections copied them: at the offered load it collected
 * 35-36 times in 15 s (274-306 ms of pauses) against 30 (212-272 ms) now.
 */
type Seen = Pick<StateMessage, 'table' | 'seq' | 'status' | 'seat' | 'actors' | 'view'>;

class Player {
  seat: Seat = 0;
  table = '';
  pending: { id: number; seq: number; at: number } | null = null;
  /** The newest state this player has decided on (null: none yet at this table, or decide afresh). */
  latest: Seen | null = null;
  constructor(
    readonly client: Client,
    readonly driver: Driver,
    readonly group: number,
    readonly node: number,
  ) {
    client.keepInbox = false;
    client.patchInPlace = true;
    client.onMessage = (m) => {
      if (m.type === 'state' && m.table === this.table) this.onState(m);
      if (m.type === 'error' && this.pending && m.id === this.pending.id) {
        // Refused (a stale seq in a call window). The winner's state usually came first (the
        // node delivers it, then judges this move): decide again on it; else on the next.
        const refused = this.pending.seq;
        if (this.driver.measuring) this.driver.refused++;
        this.pending = null;
        const latest = this.latest;
        this.latest = null;
        if (latest?.table === this.table && latest.status === 'playing' && latest.seq > refused) this.decide(latest);
      }
    };
  }

  onState(s: StateMessage): void {
    // Another player's move reaching this one: delivery latency, split by whether the
    // mover is on another node.
    const sent = this.driver.lastMove.get(this.table);
    if (sent && s.ack === undefined && sent.seq + 1 === s.seq && sent.player !== this) {
      this.driver.recordDelivery(performance.now() - sent.at, sent.player.node !== this.node);
    }
    if (this.pending && s.ack === this.pending.id) {
      this.driver.record(performance.now() - this.pending.at);
      this.pending = null;
    }
    this.decide({ table: s.table, seq: s.seq, status: s.status, seat: s.seat, actors: s.actors, view: s.view }, s.ack);
  }

  /** Moves (after a think) if this state asks it to and no move of its own is on its way. */
  decide(s: Seen, ack?: string | number): void {
    // A state at a seq already seen is news only when it answers this player's move, or
    // when the table's status changed at it: a table started by a join on another node
    // reaches this node's sockets as 'open' at seq 0 (their subscribe came first), then as
    // 'playing' at seq 0 once this node hears of the start.
    const seen = this.latest;
    if (seen && s.seq <= seen.seq && ack === undefined && s.status === seen.status) return;
    this.latest = s;
    if (s.status === 'over') {
      if (this.seat === 0)
        this.driver.newTable(this.group).catch((e) => {
          if (!this.driver.stopped) console.error('new table failed', e);
        });
      return;
    }
    if (s.status !== 'playing' || s.seat === null || !s.actors.includes(s.seat) || this.pending) return;
    // One at a time: the others wait for the state that shows the first has moved.
    if (ACTORS === 'first' && s.actors[0] !== s.seat) return;
    const seq = s.seq;
    const go = () => {
      // A newer state came meanwhile: it was decided on instead.
      if (this.latest !== s || this.pending || this.driver.stopped) return;
      const move = this.choose(s);
      const id = this.driver.nextId++;
      this.pending = { id, seq, at: performance.now() };
      this.driver.lastMove.set(this.table, { seq, at: this.pending.at, player: this });
      if (this.driver.measuring) this.driver.moving.add(this.group);
      this.client.send({ type: 'move', table: this.table, seq, move, id });
    };
    const think = this.driver.think;
    if (think > 0) setTimeout(go, think * (0.5 + Math.random()));
    else setImmediate(go);
  }

  /** A random legal move from what the player knows: imagine a full state, pick a move in it. */
  choose(s: Seen): unknown {
    const rng = this.driver.rng;
    const imagined = game.sample(s.view, s.seat, rng);
    const seat = defined(s.seat, 'the player’s seat');
    if (game.randomMove) return game.randomMove(imagined, seat, rng);
    return rng.pick(game.legalMoves(imagined, seat));
  }
}

class Driver {
  players: Player[][] = [];
  latencies: number[] = [];
  /** Moves refused in the phase (stale seqs: lost races in call windows). */
  refused = 0;
  measuring = false;
  moves = 0;
  think = THINK;
  stopped = false;
  nextId = 1;
  rng = createRng(randomBytes(8).toString('hex'));
  /** Tables started in the phase (a game that ends starts the group's next at a new table). */
  games = 0;
  /** The groups (tables) that made a move in the phase: every one should, or the driver has a table stuck. */
  moving = new Set<number>();

  constructor(readonly nodes: Node[]) {}

  /** The last move sent at each table, to time its delivery to the other players. */
  lastMove = new Map<string, { seq: number; at: number; player: Player }>();
  delivery: { same: number[]; cross: number[] } = { same: [], cross: [] };

  recordDelivery(ms: number, cross: boolean): void {
    if (this.measuring) (cross ? this.delivery.cross : this.delivery.same).push(ms);
  }

  record(ms: number): void {
    if (!this.measuring) return;
    this.moves++;
    this.latencies.push(ms);
  }

  async setup(): Promise<void> {
    for (let g = 0; g < TABLES; g++) {
      const group: Player[] = [];
      for (let s = 0; s < SEATS; s++) {
        // Players of one table spread over the nodes, so moves cross between them.
        const node = (g + s) % this.nodes.length;
        const client = await Client.guest(this.nodes[node].url);
        group.push(new Player(client, this, g, node));
      }
      this.players.push(group);
    }
    const all = this.players.flat();
    for (let i = 0; i < all.length; i += 200) await Promise.all(all.slice(i, i + 200).map((p) => p.client.connect()));
    for (let i = 0; i < TABLES; i += 50) {
      await Promise.all(this.players.slice(i, i + 50).map((_, k) => this.newTable(i + k)));
    }
  }

  async newTable(g: number): Promise<void> {
    if (this.stopped) return;
    if (this.measuring) this.games++;
    const group = this.players[g];
    const [host, ...guests] = group;
    const t = await host.client.ok<TableSummary>('POST', '/api/tables', {
      game: GAME,
      players: SEATS,
      rated: false,
      start: true,
    });
    for (const p of group) {
      if (p.table) p.client.send({ type: 'unsubscribe', table: p.table });
      p.table = t.id;
      p.latest = null;
      p.pending = null;
    }
    host.seat = 0;
    for (const [i, p] of guests.entries()) {
      const joined = await p.client.ok<TableSummary>('POST', `/api/tables/${t.id}/join`, {});
      p.seat = joined.mySeats[0] ?? i + 1;
    }
    for (const p of group) p.client.send({ type: 'subscribe', table: t.id, legal: false, patches: true });
  }

  async phase(name: string, think: number): Promise<Record<string, unknown>> {
    this.think = think;
    // Kick every table whose players wait (after a think-time change nothing is pending).
    await new Promise((r) => setTimeout(r, 3000));
    this.latencies = [];
    this.delivery = { same: [], cross: [] };
    this.moves = 0;
    this.refused = 0;
    this.games = 0;
    this.moving.clear();
    for (const n of this.nodes) n.peak = 0;
    this.measuring = true;
    const inspected = this.nodes.flatMap((n) => (n.inspect ? [n.inspect] : []));
    const samplers = ALLOCATION
      ? await Promise.all(inspected.map((port) => sampleAllocation(port, ALLOCATION === 'survived')))
      : [];
    const profiler = PROFILE ? await sampleCpu(inspected[0]) : null;
    const loops = LOOP ? await Promise.all(inspected.map(sampleLoopDelay)) : [];
    const driverLoop = LOOP ? monitorEventLoopDelay({ resolution: 1 }) : null;
    driverLoop?.enable();
    const cpu0 = this.nodes.map((n) => cpuSeconds(pidOf(n)));
    const driverCpu0 = process.cpuUsage();
    const start = performance.now();
    const sampler = setInterval(() => {
      for (const n of this.nodes) n.peak = Math.max(n.peak, rss(pidOf(n)));
    }, 250);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    this.measuring = false;
    clearInterval(sampler);
    const secs = (performance.now() - start) / 1000;
    const cpu = this.nodes.map((n, i) => cpuSeconds(pidOf(n)) - cpu0[i]);
    const allocations = await Promise.all(samplers.map((a) => a.stop()));
    const profile = await profiler?.stop();
    const loopDelays = await Promise.all(loops.map((l) => l.stop()));
    driverLoop?.disable();
    const allocated = allocations.reduce((sum, a) => sum + a.total, 0);
    const perMove = (bytes: number) => Number((bytes / 1024 / Math.max(1, this.moves)).toFixed(2));
    const top = (sample: Sample, count: number, per: (amount: number) => number) =>
      sample.byFunction.slice(0, count).map(([where, amount]) => `${per(amount)} ${where}`);
    const driverCpu = process.cpuUsage(driverCpu0);
    const quantile = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return (p: number) =>
        sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2)) : null;
    };
    const q = quantile(this.latencies);
    const cross = quantile(this.delivery.cross);
    return {
      phase: name,
      nodes: this.nodes.length,
      store: env.DATABASE_URL ? 'postgres' : 'sqlite',
      bus: env.REDIS_URL ? 'redis' : 'memory',
      game: GAME,
      tables: TABLES,
      sockets: TABLES * SEATS,
      thinkMs: think,
      actors: ACTORS,
      seconds: Number(secs.toFixed(1)),
      moves: this.moves,
      refused: this.refused,
      // Each a new table: created, joined and subscribed to over HTTP and the sockets.
      games: this.games,
      // Fewer than TABLES: some tables sat still the whole phase (a stuck table, the driver's or the server's).
      tablesMoving: this.moving.size,
      movesPerSec: Math.round(this.moves / secs),
      p50ms: q(0.5),
      p99ms: q(0.99),
      // From a move's sending to another player on the other node receiving its state.
      ...(this.nodes.length > 1 ? { crossNodeDeliveryP50ms: cross(0.5), crossNodeDeliveryP99ms: cross(0.99) } : {}),
      serverRssMB: this.nodes.map((n) => Math.round(n.peak / 2 ** 20)),
      // What the machine gave each process: figures above are only as good as this.
      serverCpuPct: cpu.map((c) => Math.round((c / secs) * 100)),
      serverCpuMsPerMove: Number(((cpu.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, this.moves)).toFixed(3)),
      ...(samplers.length > 0
        ? {
            allocatedKBPerMove: Number(perMove(allocated).toFixed(1)),
            // The first node's, in KB per move.
            allocatedByFunction: top(allocations[0], ALLOCATION_TOP, perMove),
          }
        : {}),
      // The first node's, in microseconds of CPU per move.
      ...(profile
        ? { cpuUsByFunction: top(profile, PROFILE_TOP, (ms) => Number(((ms * 1000) / Math.max(1, this.moves)).toFixed(1))) }
        : {}),
      ...(driverLoop ? { serverLoopDelayMs: loopDelays, driverLoopDelayMs: loopDelayOf(driverLoop) } : {}),
      driverCpuPct: Math.round(((driverCpu.user + driverCpu.system) / 1e6 / secs) * 100),
      loadAverage: Number(loadavg()[0].toFixed(1)),
    };
  }
}

async function main(): Promise<void> {
  if (NODES > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) throw new Error('NODES > 1 needs DATABASE_URL and REDIS_URL');
  if (!env.SERVER_ENTRY && spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0)
    throw new Error('building the server failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const nodes: Node[] = [];
  try {
    if (env.SERVER_URL) {
      // An already running node (e.g. under a profiler); SERVER_PID gives its memory.
      nodes.push({
        proc: { pid: Number(env.SERVER_PID ?? 0), kill: () => true } as unknown as ChildProcess,
        url: env.SERVER_URL,
        peak: 0,
      });
    } else for (let i = 0; i < NODES; i++) nodes.push(await startNode(i, dataDir, schema));
    const driver = new Driver(nodes);
    const t0 = performance.now();
    await driver.setup();
    console.error(`set up ${TABLES} tables, ${TABLES * SEATS} sockets in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    for (const phase of PHASES) {
      const figures = await driver.phase(phase, phase === 'flat' ? 0 : THINK);
      console.log(JSON.stringify(figures));
    }
    driver.stopped = true;
    for (const p of driver.players.flat()) p.client.close();
  } finally {
    for (const n of nodes) n.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    if (env.DATABASE_URL) {
      const { dropSchema } = await import('../store/open.ts');
      await dropSchema(env.DATABASE_URL, schema).catch(() => {});
    }
  }
}

await main();
