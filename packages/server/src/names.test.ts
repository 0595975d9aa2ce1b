import { GAMES } from '@parlour/games';
import { describe, expect, it } from 'vitest';
import { guestName } from './accounts.ts';
import { reservedName } from './names.ts';

describe('reserved names', () => {
  it('keeps back the house names, in any case', () => {
    for (const name of ['admin', 'ADMIN', 'Admin', 'root', 'System', 'parlour', 'Moderator', 'administrator', 'admin_2'])
      expect(reservedName(name), name).toBe(true);
  });

  it('keeps back the shape of guest names, and every bot and level name', () => {
    expect(reservedName('guest-abcdef')).toBe(true);
    expect(reservedName('GUEST_ABCDEF')).toBe(true);
    expect(reservedName(guestName())).toBe(true);
    for (const entry of Object.values(GAMES)) {
      for (const bot of Object.keys(entry.bots)) expect(reservedName(bot), bot).toBe(true);
      for (const level of Object.keys(entry.levels)) expect(reservedName(level.toUpperCase()), level).toBe(true);
    }
  });

  it('lets ordinary names through', () => {
    for (const name of ['ann', 'Walker', 'guestbook', 'rooted', 'sharpie', 'mo_d']) expect(reservedName(name), name).toBe(false);
  });
});
