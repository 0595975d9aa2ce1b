/** A line of progress on stderr for long runs: done, rate and time left; silent unless stderr is a terminal. */
export interface Progress {
  /** `done` of the total finished. */
  tick(done: number): void;
  /** Clears the line. */
  end(): void;
}

/** Redraws at most this often, in ms. */
export const PROGRESS_EVERY_MS = 250;

export function progress(
  label: string,
  total: number,
  unit: string,
  stream: { isTTY?: boolean; write(text: string): unknown } = process.stderr,
  now: () => number = () => performance.now(),
): Progress {
  if (!stream.isTTY) return { tick() {}, end() {} };
  const start = now();
  let drawn = Number.NEGATIVE_INFINITY;
  return {
    tick(done) {
      const t = now();
      if (t - drawn < PROGRESS_EVERY_MS && done < total) return;
      drawn = t;
      stream.write(`\r\x1b[K${progressLine(label, done, total, unit, (t - start) / 1000)}`);
    },
    end() {
      stream.write('\r\x1b[K');
    },
  };
}

/** "arena bluff: 40/200 games, 2.1 games/s, 1m16s left" */
export function progressLine(label: string, done: number, total: number, unit: string, seconds: number): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : Number.NaN;
  return `${label}: ${done}/${total} ${unit}, ${rate.toFixed(rate < 10 ? 1 : 0)} ${unit}/s, ${Number.isFinite(left) ? duration(left) : '?'} left`;
}

function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
