import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Private PostgreSQL and Redis instances for the fault tests: started on random free
 * ports in a temporary folder, stopped and started again at will, removed at the end.
 * The shared services (5432, 6379) are never touched.
 */

/** A free TCP port on loopback (the OS picks one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The folder of Debian's PostgreSQL programs (the newest installed), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

export function redisBin(): string | null {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(p)) return p;
  return null;
}

/** What the fault tests need and this machine lacks, or null when both are installed. */
export function missingServices(): string | null {
  if (!postgresBin()) return 'PostgreSQL (Debian package postgresql)';
  if (!redisBin()) return 'Redis (Debian package redis-server)';
  return null;
}

export interface Service {
  url: string;
  /** Stops the service; connected clients see their connections end. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  remove(): Promise<void>;
  /**
   * Suspends its processes (SIGSTOP): connections stay open and new ones are accepted by
   * the kernel, but nothing is answered, as with a hung host or a network that drops packets.
   */
  freeze(): void;
  /** Lets the suspended processes run again (SIGCONT). */
  thaw(): void;
}

/** The processes whose parent is `pid`, from /proc (no procps needed). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the name, which is in parentheses and may hold spaces: state, ppid, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

/** Sends `signal` to each process, skipping any that have gone. */
function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids)
    try {
      process.kill(pid, signal);
    } catch {}
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asPostgres(bin: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A private PostgreSQL cluster (trust auth, user postgres, database postgres). */
export async function privatePostgres(): Promise<Service> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'parlour-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // No fsync: the tests kill the service, not the machine. The socket lives in the folder.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let frozen: number[] = [];
  const ctl = (...args: string[]) => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), ...args]);
  const service: Service = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      ctl('-o', opts, '-w', '-t', '30', 'start');
    },
    async stop() {
      // Fast shutdown: every session is ended with 57P01, as in a restart or failover.
      ctl('-m', 'fast', '-w', 'stop');
    },
    async remove() {
      service.thaw();
      try {
        ctl('-m', 'immediate', '-w', 'stop');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
    freeze() {
      // The postmaster and every process it started (the sessions' backends, the writers).
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = childrenOf(postmaster);
      frozen = [postmaster, ...children];
      signalAll(frozen, 'SIGSTOP');
    },
    thaw() {
      signalAll(frozen, 'SIGCONT');
      frozen = [];
    },
  };
  await service.start();
  return service;
}

/** A private Redis (no persistence) run as a child process. */
export async function privateRedis(): Promise<Service> {
  const bin = redisBin();
  if (!bin) throw new Error('Redis is not installed');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const service: Service = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const proc = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = proc;
      await new Promise<void>((resolve, reject) => {
        let out = '';
        proc.stdout?.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out.slice(-500)}`)));
      });
      proc.stdout?.resume();
    },
    async stop() {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
    },
    async remove() {
      await service.stop();
    },
    freeze() {
      if (child?.pid) process.kill(child.pid, 'SIGSTOP');
    },
    thaw() {
      if (child?.pid) process.kill(child.pid, 'SIGCONT');
    },
  };
  await service.start();
  return service;
}
