import { describe, expect, it } from 'vitest';
import { progress, progressLine } from './progress.ts';

describe('progress', () => {
  it('says what is done, the rate and the time left', () => {
    expect(progressLine('arena bluff', 40, 200, 'games', 20)).toBe('arena bluff: 40/200 games, 2.0 games/s, 1m20s left');
    expect(progressLine('solve', 0, 10, 'deals', 0)).toBe('solve: 0/10 deals, 0.0 deals/s, ? left');
  });

  it('writes nothing when stderr is not a terminal', () => {
    const written: string[] = [];
    const p = progress('x', 10, 'games', { isTTY: false, write: (t: string) => written.push(t) });
    p.tick(5);
    p.end();
    expect(written).toEqual([]);
  });

  it('redraws one line on a terminal, at most every so often, and clears it at the end', () => {
    const written: string[] = [];
    let t = 0;
    const p = progress('x', 10, 'games', { isTTY: true, write: (s: string) => written.push(s) }, () => t);
    t = 1000;
    p.tick(1);
    t = 1010;
    p.tick(2);
    t = 2000;
    p.tick(10);
    p.end();
    expect(written).toHaveLength(3);
    expect(written[0]).toContain('x: 1/10 games');
    expect(written[1]).toContain('10/10');
    expect(written[2]).toBe('\r\x1b[K');
  });
});
