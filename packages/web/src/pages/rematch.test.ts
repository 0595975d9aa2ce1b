import { describe, expect, it } from 'vitest';
import { rematchLine, rematchOf } from './rematch.ts';

describe('rematch lines in the chat', () => {
  it('round-trips a table and its invitation', () => {
    const line = rematchLine({ page: 'table', id: 'QZX5Y6DcTK8V', invite: 'abc123' });
    expect(line).toBe('rematch: #/table/QZX5Y6DcTK8V?invite=abc123');
    expect(rematchOf(line)).toEqual({ page: 'table', id: 'QZX5Y6DcTK8V', invite: 'abc123' });
  });

  it('makes nothing else a link', () => {
    expect(rematchOf('rematch?')).toBeNull();
    expect(rematchOf('rematch: https://elsewhere.example/#/table/x')).toBeNull();
    expect(rematchOf('rematch: #/profile')).toBeNull();
    expect(rematchOf('see rematch: #/table/x')).toBeNull();
    expect(rematchOf('rematch: #/table/x" onclick="y')).toBeNull();
  });
});
