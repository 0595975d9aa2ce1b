import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { useStore } from '../testing/stores.ts';

const newId = () => randomBytes(6).toString('hex');

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`results and ratings on ${name}`, () => {
    const held = useStore(make);

    it('writes a result once, with the ratings it moves; a second finish is refused and rates no one', async () => {
      const { results, accounts } = held.store;
      const game = `g${newId()}`;
      const [ann, ben] = [newId(), newId()];
      await accounts.createUser(ann, 'Ann', 1);
      await accounts.createUser(ben, 'Ben', 1);
      expect(await accounts.claimName(ann, `Ann${ann}`, 'hash')).toBe(true);
      const seen: Map<string, { mu: number; sigma: number; games: number }>[] = [];
      const rate = (current: Map<string, { mu: number; sigma: number; games: number }>) => {
        seen.push(new Map(current));
        return new Map([
          [ann, { mu: 30, sigma: 5 }],
          [ben, { mu: 20, sigma: 6 }],
        ]);
      };
      const first = newId();
      expect(await results.get(first)).toBeNull();
      expect(await results.finish(first, '{"places":[0,1]}', 10, rate, game, [ann, ben])).toBe(true);
      expect(await results.get(first)).toBe('{"places":[0,1]}');
      expect(await results.finish(first, '{"places":[1,0]}', 11, rate, game, [ann, ben])).toBe(false);
      expect(await results.get(first)).toBe('{"places":[0,1]}');
      expect(await results.finish(newId(), '{}', 12, rate, game, [ann, ben])).toBe(true);
      // The second rating read the first's standings; the refused finish never got to rate.
      expect(seen).toEqual([
        new Map(),
        new Map([
          [ann, { mu: 30, sigma: 5, games: 1 }],
          [ben, { mu: 20, sigma: 6, games: 1 }],
        ]),
      ]);
      expect(await results.leaderboard(game)).toEqual([
        { user_id: ann, name: `Ann${ann}`, guest: false, game, mu: 30, sigma: 5, games: 2 },
        { user_id: ben, name: 'Ben', guest: true, game, mu: 20, sigma: 6, games: 2 },
      ]);
      expect(await results.ratingsOf(ben)).toEqual([
        { user_id: ben, name: 'Ben', guest: true, game, mu: 20, sigma: 6, games: 2 },
      ]);
    });

    it('finds a finished table without a result, and revises a result in place', async () => {
      const id = newId();
      await held.store.createTable(
        {
          id,
          game: 'bisley',
          players: 1,
          options: '{}',
          seed: 's',
          seed_hash: 'h',
          status: 'over',
          private: false,
          invite: null,
          rated: false,
          autostart: false,
          clock_spec: '{"kind":"none"}',
          clock: null,
          seq: 3,
          due_at: null,
          created_by: 'me',
          created_at: 1,
          updated_at: 1,
        },
        [{ table_id: id, seat: 0, kind: 'human', user_id: 'me', bot: null, replaced: false, timeouts: 0 }],
      );
      expect(await held.store.results.unrecorded()).toContain(id);
      await held.store.results.finish(id, '{"a":1}', 1, () => new Map(), 'bisley', []);
      expect(await held.store.results.unrecorded()).not.toContain(id);
      await held.store.results.revise(id, '{"a":2}', 2);
      expect(await held.store.results.get(id)).toBe('{"a":2}');
    });
  });
}
