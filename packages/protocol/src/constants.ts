/** The protocol's version and limits, without zod (a client bundles these alone). */
export const PROTOCOL_VERSION = 1;
export const SESSION_COOKIE = 'parlour_session';
/** Largest WebSocket frame the server reads; a bigger one is answered `too-large`. */
export const MAX_FRAME_BYTES = 16 * 1024;
export const MAX_CHAT_LENGTH = 500;

/** Codes the server closes a WebSocket with (besides 1001, shutting down). */
export const CLOSE_CODES = {
  /** The socket's session was revoked (logout, "log out elsewhere"): sign in again. */
  sessionRevoked: 4001,
  /** The user already holds as many sockets as a node allows (`WS_PER_USER`). */
  tooManySockets: 4008,
  /** The socket did not read what it was sent: its outgoing buffer passed `WS_BUFFER_MAX`. */
  tooSlow: 4009,
} as const;
