import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface Child {
  proc: ChildProcess;
  url: string;
  /** kill -9: no shutdown, no flush. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a server node as its own process (for the kill -9 and two-node tests). */
export async function spawnNode(env: Record<string, string>): Promise<Child> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WS_RATE: '100000',
      GUESTS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`node exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('node did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    url,
    async kill() {
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}
