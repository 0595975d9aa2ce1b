import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrame } from './frame.ts';

/** The frame ws itself would send for a string (server side: no mask). */
function wsFrame(data: string): Buffer {
  // ws exports its framing as Sender; its types leave it out.
  const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
  const parts = Sender.frame(Buffer.from(data), { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false });
  return Buffer.concat(parts);
}

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('frames %i bytes as ws does', (n) => {
    const data = 'x'.repeat(n);
    expect(textFrame(data).equals(wsFrame(data))).toBe(true);
  });

  it('counts bytes, not characters, for text beyond ASCII', () => {
    const data = `é€😀${'a'.repeat(130)}`;
    const frame = textFrame(data);
    expect(frame.equals(wsFrame(data))).toBe(true);
    expect(frame.subarray(4).toString('utf8')).toBe(data);
  });
});
