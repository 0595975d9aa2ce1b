/**
 * The wire protocol between a Parlour client and the server: every HTTP route's request
 * and response, every WebSocket message in both directions. This package is the public
 * interface (docs/protocol.md explains it); it grows by adding, never by renaming, and
 * depends on nothing but zod, so a client takes it without the server.
 *
 * All bodies are JSON. The session is an httpOnly cookie (`parlour_session`) set by
 * `POST /api/guest`, `/api/login` or `/api/claim`; the WebSocket at `/ws` uses the same cookie.
 */
export * from './constants.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './shapes.ts';
export * from './socket.ts';
