import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { useStore } from '../testing/stores.ts';

const newId = () => randomBytes(6).toString('hex');

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`users and sessions on ${name}`, () => {
    const held = useStore(make);

    it('claims a name once per guest and once per name, whatever its case', async () => {
      const { accounts } = held.store;
      const [ann, ben] = [newId(), newId()];
      await accounts.createUser(ann, 'Guest 1', 1);
      await accounts.createUser(ben, 'Guest 2', 1);
      const name = `Ann${ann}`;
      expect(await accounts.claimName(ann, name, 'h1')).toBe(true);
      expect(await accounts.claimName(ann, `${name}x`, 'h2')).toBe(false);
      expect(await accounts.claimName(ben, name.toUpperCase(), 'h3')).toBe(false);
      expect(await accounts.userByName(name.toLowerCase())).toMatchObject({ id: ann, name, password_hash: 'h1' });
      expect(await accounts.getUser(ben)).toMatchObject({ name: 'Guest 2', name_key: null, password_hash: null });
    });

    it('keeps a session live until revoked, by its own user only', async () => {
      const { accounts } = held.store;
      const user = newId();
      await accounts.createUser(user, 'Guest', 1);
      const [one, two] = [newId(), newId()];
      await accounts.createSession(one, user, 10);
      await accounts.createSession(two, user, 20);
      await accounts.touchSession(two, 30);
      expect(await accounts.liveSession(two)).toEqual({ id: two, user_id: user, created_at: 20, last_seen: 30, revoked: false });
      expect((await accounts.sessionsOf(user)).map((s) => s.id)).toEqual([one, two]);
      expect(await accounts.revokeSession(one, 'someone else')).toBe(false);
      expect(await accounts.revokeSession(one, user)).toBe(true);
      expect(await accounts.liveSession(one)).toBeUndefined();
      expect((await accounts.sessionsOf(user)).map((s) => s.id)).toEqual([two]);
    });
  });
}
