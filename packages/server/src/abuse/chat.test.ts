import type { ChatLine, TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { cleanChat } from '../chat.ts';
import type { RunningServer } from '../server.ts';
import { availableBackends } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';
import { useNodes } from '../testing/nodes.ts';

describe('chat lines are cleaned', () => {
  it('strips bidi controls and refuses lines with nothing visible', () => {
    expect(cleanChat('abc\u202Edef\u2066g\u200Fh')).toBe('abcdefgh');
    for (const empty of ['\u200B\u200C\u200D', '\u202E', ' \u2060\uFEFF\u00AD ', '\u3164\u2800', '\u0301\uFE0F', '\u0007'])
      expect(() => cleanChat(empty)).toThrow(/Empty/);
    // A joiner inside an emoji sequence stays.
    expect(cleanChat('hi \u{1F469}\u200D\u{1F4BB}')).toBe('hi \u{1F469}\u200D\u{1F4BB}');
  });
});

const chatText = (c: Client) => c.inbox.filter((m) => m.type === 'chat').map((m) => (m as { line: ChatLine }).line.text);

// Issue 11 item 14: the chat limit was per socket; invisible lines were accepted; nobody could be muted.
for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`chat on ${name}`, () => {
    const nodes = useNodes(name, make, {});

    const socketOf = async (c: Client, server: RunningServer, table: string) => {
      const s = new Client(server.url);
      s.cookie = c.cookie;
      await s.connect();
      s.send({ type: 'subscribe', table });
      await s.state(table);
      return s;
    };

    it('allows CHAT_LINES lines per 10 s per user, however many sockets', async () => {
      const a = await Client.guest(nodes.one.url);
      const t = await a.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 });
      const sockets = await Promise.all([0, 1, 2, 3].map(() => socketOf(a, nodes.one, t.id)));
      for (const [i, s] of sockets.entries())
        for (let j = 0; j < 3; j++) s.send({ type: 'chat', table: t.id, text: `${i}.${j}` });
      await new Promise((r) => setTimeout(r, 500));
      const log = await a.ok<ChatLine[]>('GET', `/api/tables/${t.id}/chat`);
      expect(log).toHaveLength(5);
      const limited = sockets.flatMap((s) => s.inbox.filter((m) => m.type === 'error' && m.code === 'rate-limited'));
      expect(limited).toHaveLength(12 - 5);
      for (const s of sockets) s.close();
    });

    it('refuses invisible lines and strips bidi controls on the wire', async () => {
      const a = await Client.guest(nodes.one.url);
      const t = await a.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 });
      const s = await socketOf(a, nodes.one, t.id);
      s.send({ type: 'chat', table: t.id, text: '\u200B\u200D\u202E', id: 'blank' });
      expect(await s.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-request', id: 'blank' });
      s.send({ type: 'chat', table: t.id, text: 'gg\u202Eol' });
      const line = await s.next<{ line: ChatLine }>((m) => m.type === 'chat');
      expect(line.line.text).toBe('ggol');
      s.close();
    });

    it('a player mutes another user at the table: their lines reach the muter on no node, and others still', async () => {
      const [muter, loud, other] = await Promise.all([
        Client.guest(nodes.one.url),
        Client.guest(nodes.one.url),
        Client.guest(nodes.one.url),
      ]);
      const t = await muter.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 });
      await loud.ok('POST', `/api/tables/${t.id}/join`, {});
      const loudId = (await loud.ok<{ user: { id: string } }>('GET', '/api/me')).user.id;
      const [mHere, mThere, l, o] = [
        await socketOf(muter, nodes.one, t.id),
        await socketOf(muter, nodes.two, t.id),
        await socketOf(loud, nodes.one, t.id),
        await socketOf(other, nodes.two, t.id),
      ];
      mThere.send({ type: 'mute', table: t.id, user: loudId, id: 'm' });
      expect(await mThere.next((m) => m.type === 'ack')).toMatchObject({ id: 'm' });
      await new Promise((r) => setTimeout(r, 200));
      l.send({ type: 'chat', table: t.id, text: 'spam' });
      o.send({ type: 'chat', table: t.id, text: 'hello' });
      await o.next((m) => m.type === 'chat' && m.line.text === 'hello');
      await o.next((m) => m.type === 'chat' && m.line.text === 'spam');
      await mHere.next((m) => m.type === 'chat' && m.line.text === 'hello');
      await mThere.next((m) => m.type === 'chat' && m.line.text === 'hello');
      expect([...chatText(mHere), ...chatText(mThere)]).not.toContain('spam');
      const log = await muter.ok<ChatLine[]>('GET', `/api/tables/${t.id}/chat`);
      expect(log.map((x) => x.text)).toEqual(['hello']);
      // Muting oneself is refused; unmuting lets the lines through again.
      const muterId = (await muter.ok<{ user: { id: string } }>('GET', '/api/me')).user.id;
      mHere.send({ type: 'mute', table: t.id, user: muterId, id: 'self' });
      expect(await mHere.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-request', id: 'self' });
      mHere.send({ type: 'mute', table: t.id, user: loudId, mute: false, id: 'un' });
      await mHere.next((m) => m.type === 'ack');
      await new Promise((r) => setTimeout(r, 200));
      l.send({ type: 'chat', table: t.id, text: 'back' });
      await mHere.next((m) => m.type === 'chat' && m.line.text === 'back');
      await mThere.next((m) => m.type === 'chat' && m.line.text === 'back');
      for (const s of [mHere, mThere, l, o]) s.close();
    });
  });
}
