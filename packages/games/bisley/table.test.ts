import { table } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bisley } from './game.ts';
import { legalMoves } from './rules.ts';

const { applyEntry, canRedo, canUndo, current, move, openTable, redo, replayTable, restart, undo } = table;
type TableEntry<M> = table.TableEntry<M>;

const open = () => openTable(bisley, 1, bisley.options.defaults, '7');
const first = (t: ReturnType<typeof open>) => legalMoves(current(t), 0)[0];

describe('the table helper', () => {
  it('undoes and redoes moves, each step with its own seq', () => {
    let t = open();
    t = move(bisley, t, 0, first(t));
    const afterOne = current(t);
    t = move(bisley, t, 0, first(t));
    expect(t.seq).toBe(2);
    t = undo(t);
    expect(current(t)).toEqual(afterOne);
    expect(canRedo(t)).toBe(true);
    t = redo(bisley, t);
    expect(t.moves).toHaveLength(2);
    expect(t.seq).toBe(4);
  });

  it('forgets the redo list when a new move is made', () => {
    let t = move(bisley, open(), 0, first(open()));
    t = undo(t);
    t = move(bisley, t, 0, first(t));
    expect(canRedo(t)).toBe(false);
  });

  it('restarts to the deal, with every move there to redo in order', () => {
    let t = open();
    const deal = current(t);
    t = move(bisley, t, 0, first(t));
    t = move(bisley, t, 0, first(t));
    const end = current(t);
    t = restart(t);
    expect(current(t)).toEqual(deal);
    expect(canUndo(t)).toBe(false);
    t = redo(bisley, redo(bisley, t));
    expect(current(t)).toEqual(end);
  });

  it('replays a log of moves, undos, redos and restarts to the same table', () => {
    let t = open();
    const log: TableEntry<ReturnType<typeof first>>[] = [];
    const record = (entry: TableEntry<ReturnType<typeof first>>) => {
      log.push(entry);
      t = applyEntry(bisley, t, entry);
    };
    record({ seq: 1, type: 'move', seat: 0, move: first(t) });
    record({ seq: 2, type: 'move', seat: 0, move: first(t) });
    record({ seq: 3, type: 'undo' });
    record({ seq: 4, type: 'restart' });
    record({ seq: 5, type: 'redo' });
    expect(replayTable(bisley, 1, bisley.options.defaults, '7', log)).toEqual(t);
    expect(() => applyEntry(bisley, t, { seq: 9, type: 'undo' })).toThrow(/seq/);
  });

  it('refuses undo with nothing to undo, and an illegal move with the game’s error', () => {
    expect(() => undo(open())).toThrow();
    expect(() => redo(bisley, open())).toThrow();
    expect(() => move(bisley, open(), 0, { type: 'build', from: 0, to: 0 })).toThrow(/another column/);
  });
});
