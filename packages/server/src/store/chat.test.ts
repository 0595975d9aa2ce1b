import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { useStore } from '../testing/stores.ts';

const newId = () => randomBytes(6).toString('hex');

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`chat lines on ${name}`, () => {
    const held = useStore(make);

    it('gives a table’s latest lines, newest first, with their writers’ names', async () => {
      const { accounts, chat } = held.store;
      const [ann, ben] = [newId(), newId()];
      await accounts.createUser(ann, 'Ann', 1);
      await accounts.createUser(ben, 'Ben', 1);
      const table = newId();
      await chat.add({ id: newId(), table_id: table, user_id: ann, text: 'hello', at: 10 });
      await chat.add({ id: newId(), table_id: table, user_id: ben, text: 'hi', at: 20 });
      await chat.add({ id: newId(), table_id: table, user_id: ann, text: 'good luck', at: 30 });
      await chat.add({ id: newId(), table_id: newId(), user_id: ben, text: 'elsewhere', at: 40 });
      const line = (user_id: string, name: string, text: string, at: number) => ({
        table_id: table,
        user_id,
        name,
        password_hash: null,
        text,
        at,
      });
      expect(await chat.recent(table, 2)).toEqual([line(ann, 'Ann', 'good luck', 30), line(ben, 'Ben', 'hi', 20)]);
      expect((await chat.recent(table)).map((l) => l.text)).toEqual(['good luck', 'hi', 'hello']);
    });
  });
}
