import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { checkPassword, guestName, hashPassword, newId, newToken, tokenId } from './accounts.ts';
import type { Config } from './config.ts';
import { describe, fail } from './errors.ts';
import { createTable, credentials, joinTable, PROTOCOL_VERSION, quickPlay, SESSION_COOKIE, type User } from './protocol.ts';
import { resultsOf } from './results.ts';
import type { Revocations } from './revoke.ts';
import type { Room } from './room.ts';
import type { Store } from './store/store.ts';

const YEAR = 365 * 86400;

/** Resolves a session token (cookie) to its user, or null. */
export async function userOfToken(store: Store, token: string | undefined): Promise<{ user: User; sessionId: string } | null> {
  if (!token) return null;
  const sessionId = tokenId(token);
  const session = await store.liveSession(sessionId);
  if (!session) return null;
  const row = await store.getUser(session.user_id);
  if (!row) return null;
  return { user: { id: row.id, name: row.name, guest: row.password_hash === null }, sessionId };
}

function body<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail('bad-request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data!;
}

const query = z.object({
  invite: z.string().max(64).optional(),
  game: z.string().max(40).optional(),
  status: z.string().max(60).optional(),
});

export function buildHttp(config: Config, store: Store, room: Room, log: Logger, revocations: Revocations): FastifyInstance {
  const app = Fastify({
    loggerInstance: log.child({}, { level: 'warn' }) as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });
  app.register(cookie);

  const setSession = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: YEAR,
    });

  const newSession = async (reply: FastifyReply, userId: string) => {
    const token = newToken();
    await store.createSession(tokenId(token), userId, Date.now());
    setSession(reply, token);
  };

  const auth = async (req: FastifyRequest) => {
    const who = await userOfToken(store, req.cookies[SESSION_COOKIE]);
    if (!who) fail('unauthorized', 'Sign in first: GET /api/me makes a guest account.', 401);
    return who!;
  };

  app.setErrorHandler((err: Error, _req, reply) => {
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ error: 'too-large', message: 'Body too large.' });
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && e.statusCode === 400)) {
      return reply.status(400).send({ error: 'bad-json', message: 'The body is not valid JSON.' });
    }
    if (e.code?.startsWith('FST_ERR_CTP')) return reply.status(415).send({ error: 'bad-request', message: err.message });
    const d = describe(err);
    if (d.internal) log.error({ err }, 'request failed');
    return reply.status(d.status).send({ error: d.code, message: d.message });
  });

  app.get('/healthz', async () => ({ ok: true, node: config.node }));

  app.get('/api/me', async (req, reply) => {
    const who = await userOfToken(store, req.cookies[SESSION_COOKIE]);
    if (who) return { user: who.user, protocol: PROTOCOL_VERSION };
    const id = newId();
    const name = guestName();
    await store.createUser(id, name, Date.now());
    await newSession(reply, id);
    return { user: { id, name, guest: true }, protocol: PROTOCOL_VERSION };
  });

  app.post('/api/claim', async (req) => {
    const { user } = await auth(req);
    const { name, password } = body(credentials, req.body);
    if (!user.guest) fail('already-claimed', 'This account already has a name.', 409);
    if (await store.userByName(name)) fail('name-taken', 'That name is taken.', 409);
    if (!(await store.claimName(user.id, name, await hashPassword(password)))) fail('name-taken', 'That name is taken.', 409);
    room.forgetUser(user.id);
    return { user: { id: user.id, name, guest: false }, protocol: PROTOCOL_VERSION };
  });

  app.post('/api/login', async (req, reply) => {
    const { name, password } = body(credentials, req.body);
    const row = await store.userByName(name);
    // Check a password even for an unknown name, so timing does not tell which names exist.
    const ok = await checkPassword(password, row?.password_hash ?? 'scrypt$00$00');
    if (!row || !ok) fail('bad-credentials', 'Wrong name or password.', 401);
    await newSession(reply, row!.id);
    return { user: { id: row!.id, name: row!.name, guest: false }, protocol: PROTOCOL_VERSION };
  });

  app.post('/api/logout', async (req, reply) => {
    const { user, sessionId } = await auth(req);
    await store.revokeSession(sessionId, user.id);
    await revocations.revoke(sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  app.get('/api/sessions', async (req) => {
    const { user, sessionId } = await auth(req);
    const rows = await store.sessionsOf(user.id);
    return rows.map((s) => ({
      id: s.id,
      createdAt: Number(s.created_at),
      lastSeen: Number(s.last_seen),
      current: s.id === sessionId,
    }));
  });

  app.delete<{ Params: { id: string } }>('/api/sessions/:id', async (req) => {
    const { user } = await auth(req);
    if (!(await store.revokeSession(req.params.id, user.id))) fail('not-found', 'No such session.', 404);
    await revocations.revoke(req.params.id);
    return { ok: true };
  });

  app.get('/api/games', async () => room.games());

  app.get('/api/tables', async (req) => {
    const { user } = await auth(req);
    const q = body(query, req.query);
    const statuses = (q.status ?? 'open,playing').split(',').filter((s) => ['open', 'playing', 'over', 'abandoned'].includes(s));
    return room.listTables(user.id, q.game ?? null, statuses);
  });

  app.post('/api/tables', async (req) => {
    const { user } = await auth(req);
    return room.create(user.id, body(createTable, req.body));
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req) => {
    const { user } = await auth(req);
    return room.getTable(user.id, req.params.id, body(query, req.query).invite);
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/join', async (req) => {
    const { user } = await auth(req);
    return room.join(user.id, req.params.id, body(joinTable, req.body));
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/leave', async (req) => {
    const { user } = await auth(req);
    return room.leave(user.id, req.params.id);
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/start', async (req) => {
    const { user } = await auth(req);
    return room.start(user.id, req.params.id);
  });

  app.post('/api/quickplay', async (req) => {
    const { user } = await auth(req);
    return room.quickPlay(user.id, body(quickPlay, req.body));
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/replay', async (req) => {
    const { user } = await auth(req);
    return room.replay(user.id, req.params.id, body(query, req.query).invite);
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/chat', async (req) => {
    const { user } = await auth(req);
    return room.chatLog(user.id, req.params.id, body(query, req.query).invite);
  });

  app.get<{ Params: { game: string } }>('/api/ratings/:game', async (req) => {
    await auth(req);
    return room.leaderboard(req.params.game);
  });

  app.get('/api/me/results', async (req) => {
    const { user } = await auth(req);
    const game = body(query, req.query).game;
    if (!game) fail('bad-request', 'game: a game id is required.');
    return resultsOf(store, user.id, game!);
  });

  app.get<{ Params: { id: string } }>('/api/users/:id/ratings', async (req) => {
    await auth(req);
    return room.ratingsOf(req.params.id);
  });

  serveWeb(app, config.webDir);
  return app;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** The built web client, with index.html for every other GET (the client routes itself). */
function serveWeb(app: FastifyInstance, dir: string): void {
  app.setNotFoundHandler(async (req, reply) => {
    const path = decodeURIComponent(req.url.split('?')[0]);
    if (req.method !== 'GET' || path.startsWith('/api/') || path === '/ws') {
      return reply.status(404).send({ error: 'not-found', message: 'No such route.' });
    }
    const index = join(dir, 'index.html');
    if (!existsSync(index)) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('Parlour server is running; the web client is not built (npm run build -w @parlour/web).');
    }
    const file = normalize(join(dir, path));
    const inside = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    const target = inside ? file : index;
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    if (target !== index && path.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type(type).send(await readFile(target));
  });
}
