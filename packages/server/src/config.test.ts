import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('the configuration from the environment', () => {
  it('takes the defaults for what is unset or empty, and the numbers given', () => {
    const c = configFromEnv({ WS_RATE: '30', SESSION_IDLE_DAYS: '0.5', CHAT_LINES: '', PORT: '0' });
    expect(c.wsRate).toBe(30);
    expect(c.sessionIdleMs).toBe(12 * 3_600_000);
    expect(c.chatLines).toBe(5);
    expect(c.port).toBe(0);
    expect(configFromEnv({}).port).toBe(8080);
  });

  it.each([
    ['WS_RATE', 'abc'],
    ['WS_RATE', '0'],
    ['TABLES_PER_USER', '-1'],
    ['TABLES_PER_USER', '2.5'],
    ['WS_BUFFER_BYTES', '1MB'],
    ['SWEEP_MS', '0'],
    ['HOUSEKEEPING_MS', '0'],
    ['PORT', '70000'],
    ['GUEST_IDLE_HOURS', 'Infinity'],
    ['STORE_TIMEOUT_MS', '50'],
    ['WS_PING_MS', '0'],
  ])('stops the start on %s=%s, naming the variable', (name, value) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });

  it('refuses a socket buffer closed before its states are held back', () => {
    expect(() => configFromEnv({ WS_BUFFER_BYTES: '2000', WS_BUFFER_MAX: '1000' })).toThrow(/WS_BUFFER_MAX/);
    expect(configFromEnv({ WS_BUFFER_BYTES: '1000', WS_BUFFER_MAX: '1000' }).wsBufferMax).toBe(1000);
  });
});
