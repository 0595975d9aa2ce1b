import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { main } from './main.ts';

const bin = fileURLToPath(new URL('../bin/parlour.js', import.meta.url));
function parlour(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}
const json = (args: string[], input?: string) => {
  const run = parlour(args, input);
  return { ...run, doc: JSON.parse(run.out) };
};

describe('parlour', () => {
  it('lists the games with their players and options', () => {
    const { code, doc } = json(['games', '--json']);
    expect(code).toBe(0);
    expect(doc).toContainEqual(
      expect.objectContaining({
        id: 'bisley',
        players: { min: 1, max: 1 },
        options: expect.arrayContaining([expect.objectContaining({ name: 'autoPlay', default: true })]),
      }),
    );
  });

  it('deals Bisley with its layout', () => {
    const { code, doc } = json(['deal', 'bisley', '--seed', '7']);
    expect(code).toBe(0);
    expect(doc.layout.columns).toHaveLength(13);
    expect(doc.layout.columns.flat()).toHaveLength(48);
    expect(doc.layout.foundations.S).toEqual({ ace: 'AS', king: null });
  });

  it('solves a deal, replays its winning line, and stops a record at its first illegal move', () => {
    const solved = json(['solve', 'bisley', '--seed', '7', '--json']).doc;
    expect(solved.verdict).toBe('winnable');
    const record = {
      game: 'bisley',
      players: 1,
      options: {},
      seed: '7',
      moves: solved.line.map((move: unknown) => ({ seat: 0, move })),
    };
    const ok = json(['replay', '-'], JSON.stringify(record));
    expect(ok.code).toBe(0);
    expect(ok.doc).toMatchObject({ ok: true, seq: solved.line.length, actors: [], result: { outcome: 'won', scores: [52] } });
    expect(ok.doc.views).toHaveLength(2);

    const bad = { ...record, moves: [record.moves[0], { seat: 0, move: { type: 'build', from: 0, to: 0 } }] };
    const refused = json(['replay', '-'], JSON.stringify(bad));
    expect(refused.code).toBe(1);
    expect(refused.doc).toEqual({ ok: false, index: 1, error: { code: 'bad-move', message: expect.any(String) } });
  });

  it('simulates games with bots and reports win rates with intervals', () => {
    const { code, doc } = json(['simulate', 'bisley', '--games', '30', '--bots', 'greedy', '--json']);
    expect(code).toBe(0);
    expect(doc.games).toBe(30);
    expect(doc.bots[0]).toMatchObject({ name: 'greedy', played: 30 });
    expect(doc.bots[0].interval.low).toBeLessThanOrEqual(doc.bots[0].winRate);
    expect(doc.movesPerSecond).toBeGreaterThan(0);
  });

  it('estimates winnability over many deals', () => {
    const { code, doc } = json(['solve', 'bisley', '--deals', '20', '--from', '100', '--json']);
    expect(code).toBe(0);
    expect(doc).toMatchObject({ deals: 20, from: 100, undecided: 0 });
    expect(doc.winnable + doc.unwinnable).toBe(20);
  });

  /** Runs a command in this process, catching what it writes. */
  async function inProcess(args: string[]) {
    const err: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      err.push(String(text));
      return true;
    });
    try {
      return { code: await main(args), err: err.join('') };
    } finally {
      spy.mockRestore();
      out.mockRestore();
    }
  }

  it.each([
    [['nonsense']],
    [['deal', 'chess', '--seed', '1']],
    [['deal', 'bisley']],
    [['deal', 'bisley', '--seed', '1', '--players', '3']],
    [['deal', 'bisley', '--seed', '1', '--options', '{"autoPlay":"yes"}']],
    [['deal', 'bisley', '--seed', '1', '--options', 'not json']],
    [['simulate', 'bisley', '--games', 'many']],
    [['arena', 'bully', '--tables', 'x:no-such']],
    [['arena', 'bully', '--tables', 'some']],
    [['simulate', 'bisley', '--bots', 'genius']],
    [['simulate', 'bisley', '--budget', '0']],
    [['solve', 'bisley']],
    [['solve', 'bisley', '--seed', '1', '--frobnicate']],
    [['replay', '/no/such/file.json']],
  ])('refuses %j with a one-line error', async (args) => {
    const { code, err } = await inProcess(args);
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/^parlour: /);
  });

  it('refuses malformed records with a one-line error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-'));
    const bad = ['{', '{"game":"bisley"}', '[]', '{"game":"bisley","players":1,"seed":"1","moves":[{"seat":"x"}]}'];
    for (const [i, text] of bad.entries()) {
      const file = join(dir, `bad${i}.json`);
      writeFileSync(file, text);
      const { code, err } = await inProcess(['replay', file]);
      expect(code).toBe(2);
      expect(err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('reads a record from standard input', () => {
    const { code, err } = parlour(['replay', '-'], '{"game":"bisley"}');
    expect(code).toBe(2);
    expect(err).not.toMatch(/\bat \w/);
  });

  it("rates the levels from the tables of levels alone, and an exploiters' run leaves the file be", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'parlour-')), 'ratings.json');
    const rate = (tables: string) =>
      inProcess(['arena', 'bully', '--tables', tables, '--games', '2', '--budget', '5', '--workers', '1', '--ratings', file]);
    expect((await rate('levels')).code).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(written)).toEqual(['bully']);
    expect(Object.keys(written.bully.levels).sort()).toEqual(['easy', 'hard', 'medium']);
    // Bully's hard also plays `sharp` in this run: those games do not count toward the lobby's ratings.
    expect(written.bully.levels.medium.games).toBe(4);
    expect(written.bully.levels.hard.games).toBe(2);
    expect(written.bully.command).toContain('--tables levels --games 2 --budget 5');
    expect((await rate('exploiters')).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(written);
  }, 120_000);
});
