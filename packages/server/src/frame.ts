/**
 * A WebSocket text frame (RFC 6455 5.2) in one buffer, as a server sends it: final, not
 * masked, not compressed (the server never negotiates permessage-deflate). ws frames a
 * string as a header buffer with the string beside it, two chunks for the socket to queue;
 * every socket is sent a state for every move, so it is written as one.
 */
export function textFrame(data: string): Buffer {
  const length = Buffer.byteLength(data);
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(data, header, 'utf8');
  return frame;
}
