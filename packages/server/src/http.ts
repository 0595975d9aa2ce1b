import cookie from '@fastify/cookie';
import { PROTOCOL_VERSION, SESSION_COOKIE } from '@parlour/protocol';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { checkPassword, guestName, hashPassword, newId, tokenId } from './accounts.ts';
import type { Config } from './config.ts';
import { checkWrite } from './csrf.ts';
import { fail, logFailure, UNAVAILABLE } from './errors.ts';
import { HashGate } from './hashing.ts';
import { registerHeaders } from './headers.ts';
import { accountGuard, guestLimit, loginLimit, registerLimits } from './limits.ts';
import { bearerMatches, exposition, METRICS_PER_MINUTE, nodeMetrics, type Readings, watchLoopDelay } from './metrics.ts';
import { reservedName } from './names.ts';
import { resultsOf } from './results.ts';
import type { Revocations } from './revoke.ts';
import type { Room } from './room.ts';
import { route } from './routes.ts';
import { openSession, revokeAll, userOfToken, type Who } from './sessions.ts';
import { isTableStatus } from './store/schema.ts';
import type { Store } from './store/store.ts';
import { registerWeb } from './web.ts';

/** The reader of public pages without a session: a user id that sits nowhere. */
const NOBODY = '';

export async function buildHttp(
  config: Config,
  store: Store,
  room: Room,
  log: Logger,
  revocations: Revocations,
  sockets: () => number,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log.child({}, { level: 'warn' }) as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
  });
  await app.register(cookie);
  await registerHeaders(app, config);
  await registerLimits(app);
  // A write with `Content-Type: application/json` and no body at all means `{}`.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) =>
    raw === '' ? done(null, undefined) : json(req, String(raw), done),
  );
  app.addHook('onRequest', async (req) => checkWrite(req, config));
  // While the store is known down, the routes that read it answer at once: a store that
  // stopped answering would hold each request for STORE_TIMEOUT_MS (the game list needs none).
  app.addHook('onRequest', async (req) => {
    if (!store.availability.up && req.url.startsWith('/api/') && !req.url.startsWith('/api/games'))
      fail('unavailable', UNAVAILABLE, 503);
  });
  const gate = new HashGate(config.hashConcurrency, config.hashQueue);
  const account = accountGuard(app, config);

  const setSession = (reply: FastifyReply, token: string): void => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: Math.floor(config.sessionIdleMs / 1000),
    });
  };

  // (A reply is thenable: returning one from an async function would wait for itself.)
  const newSession = async (reply: FastifyReply, userId: string): Promise<void> => {
    setSession(reply, await openSession(store, userId));
  };

  /** The session's user, or null; a session written down as used has its cookie's life renewed. */
  const whoIs = async (req: FastifyRequest, reply: FastifyReply): Promise<Who | null> => {
    const token = req.cookies[SESSION_COOKIE];
    const who = await userOfToken(store, token, config);
    if (who?.touched && token) setSession(reply, token);
    return who;
  };

  const auth = async (req: FastifyRequest, reply: FastifyReply): Promise<Who> =>
    (await whoIs(req, reply)) ?? fail('unauthorized', 'No session: POST /api/guest makes a guest account, or log in.', 401);

  /** Who reads a public page: the user if signed in, else nobody (public tables only). */
  const reader = async (req: FastifyRequest, reply: FastifyReply): Promise<string> =>
    (await whoIs(req, reply))?.user.id ?? NOBODY;

  app.setErrorHandler((err: Error, _req, reply) => {
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ error: 'too-large', message: 'Body too large.' });
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && e.statusCode === 400)) {
      return reply.status(400).send({ error: 'bad-json', message: 'The body is not valid JSON.' });
    }
    if (e.code?.startsWith('FST_ERR_CTP')) return reply.status(415).send({ error: 'bad-request', message: err.message });
    const d = logFailure(log, err, {}, 'request failed');
    if (d.status === 503) reply.header('retry-after', 1);
    return reply.status(d.status).send({ error: d.code, message: d.message });
  });

  route(app, 'healthz', async () => ({ ok: true, node: config.node }));
  // For a load balancer: a node whose store is out of reach refuses moves, so send players elsewhere.
  // The bus is told but not required: without it a node still serves its own sockets.
  route(app, 'readyz', async ({ reply }) => {
    const r = await room.readiness();
    const ready = r.store && !r.closing;
    if (!ready) reply.status(503).header('retry-after', 1);
    return { ready, node: config.node, store: r.store ? 'up' : 'down', bus: r.bus ? 'up' : 'down', closing: r.closing };
  });

  // For the operator's scraper, with the token it is given (never the players' sessions).
  // The event loop is watched only on a node that serves metrics.
  const loop = config.metricsToken ? watchLoopDelay() : null;
  if (loop) app.addHook('onClose', async () => loop.stop());
  app.get('/metrics', { config: { rateLimit: { max: METRICS_PER_MINUTE, timeWindow: 60_000 } } }, async (req, reply) => {
    const token = config.metricsToken ?? fail('not-found', 'Metrics are off on this node: set METRICS_TOKEN.', 404);
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      fail('unauthorized', 'Send the metrics token: Authorization: Bearer <token>.', 401);
    }
    const backlog = room.bus.backlog();
    const readings: Readings = {
      node: config.node,
      store: store.dialect,
      bus: config.redisUrl ? 'redis' : 'memory',
      counters: room.counters,
      storeUp: store.availability.up,
      storeOutages: store.availability.outages,
      busUp: room.bus.ready(),
      busQueued: backlog.queued,
      busDropped: backlog.dropped,
      sockets: sockets(),
      tables: room.cached,
      loop: loop?.last() ?? { p50: 0, p99: 0, max: 0 },
    };
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(exposition(nodeMetrics(readings)));
  });

  // Asking who one is makes nobody: a guest is made when one first needs to exist.
  route(app, 'me', async ({ req, reply }) => ({ user: (await whoIs(req, reply))?.user ?? null, protocol: PROTOCOL_VERSION }));

  route(
    app,
    'guest',
    async ({ req, reply }) => {
      const who = await whoIs(req, reply);
      if (who) return { user: who.user, protocol: PROTOCOL_VERSION };
      const id = newId();
      const name = guestName();
      await store.accounts.createUser(id, name, Date.now());
      await newSession(reply, id);
      return { user: { id, name, guest: true }, protocol: PROTOCOL_VERSION };
    },
    guestLimit(config),
  );

  route(
    app,
    'claim',
    async ({ req, reply, body }) => {
      const { user } = await auth(req, reply);
      const { name, password } = body();
      if (!user.guest) fail('already-claimed', 'This account already has a name.', 409);
      if (reservedName(name)) fail('name-reserved', 'That name is kept for the house; choose another.', 409);
      if (await store.accounts.userByName(name)) fail('name-taken', 'That name is taken.', 409);
      const hash = await gate.run(() => hashPassword(password));
      if (!(await store.accounts.claimName(user.id, name, hash))) fail('name-taken', 'That name is taken.', 409);
      // A new token for the named account: none taken while it was a guest opens it.
      // Sockets opened as the guest are closed too; the page reconnects with the new cookie.
      for (const id of await revokeAll(store, user.id)) await revocations.revoke(id);
      await newSession(reply, user.id);
      room.forgetUser(user.id);
      return { user: { id: user.id, name, guest: false }, protocol: PROTOCOL_VERSION };
    },
    loginLimit(config),
  );

  route(
    app,
    'login',
    async ({ req, reply, body }) => {
      const { name, password } = body();
      await account.check(req, reply);
      const row = await store.accounts.userByName(name);
      // An unknown name (or a guest's) takes as long as a wrong password, so timing does not
      // tell which names exist, without spending a hash on it.
      const hash = row?.password_hash;
      let ok = false;
      if (hash) ok = await gate.run(() => checkPassword(password, hash));
      else await gate.pretend();
      if (!row || !ok) {
        await account.failed(req);
        fail('bad-credentials', 'Wrong name or password.', 401);
      }
      // The token this browser held before (a guest's, say) is done with; the login gets a new one.
      const old = req.cookies[SESSION_COOKIE];
      if (old) {
        const session = await store.accounts.liveSession(tokenId(old));
        if (session && (await store.accounts.revokeSession(session.id, session.user_id))) await revocations.revoke(session.id);
      }
      await newSession(reply, row.id);
      return { user: { id: row.id, name: row.name, guest: false }, protocol: PROTOCOL_VERSION };
    },
    loginLimit(config),
  );

  route(app, 'logout', async ({ req, reply }) => {
    const { user, sessionId } = await auth(req, reply);
    await store.accounts.revokeSession(sessionId, user.id);
    await revocations.revoke(sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  route(app, 'sessions', async ({ req, reply }) => {
    const { user, sessionId } = await auth(req, reply);
    const rows = await store.accounts.sessionsOf(user.id);
    return rows.map((s) => ({
      id: s.id,
      createdAt: Number(s.created_at),
      lastSeen: Number(s.last_seen),
      current: s.id === sessionId,
    }));
  });

  route(app, 'revokeSession', async ({ req, reply }) => {
    const { user } = await auth(req, reply);
    if (!(await store.accounts.revokeSession(req.params.id, user.id))) fail('not-found', 'No such session.', 404);
    await revocations.revoke(req.params.id);
    return { ok: true };
  });

  route(app, 'games', async () => room.games());

  // Reading public tables needs no session (a newcomer's first lobby); signed in, one's own private tables too.
  route(app, 'tables', async ({ req, reply, query }) => {
    const q = query();
    const statuses = (q.status ?? 'open,playing').split(',').filter(isTableStatus);
    return room.listTables(await reader(req, reply), q.game ?? null, statuses);
  });

  route(app, 'createTable', async ({ req, reply, body }) => {
    const { user } = await auth(req, reply);
    return room.create(user.id, body());
  });

  route(app, 'table', async ({ req, reply, query }) => {
    return room.getTable(await reader(req, reply), req.params.id, query().invite);
  });

  route(app, 'join', async ({ req, reply, body }) => {
    const { user } = await auth(req, reply);
    return room.join(user.id, req.params.id, body());
  });

  route(app, 'leave', async ({ req, reply }) => {
    const { user } = await auth(req, reply);
    return room.leave(user.id, req.params.id);
  });

  route(app, 'start', async ({ req, reply }) => {
    const { user } = await auth(req, reply);
    return room.start(user.id, req.params.id);
  });

  route(app, 'quickPlay', async ({ req, reply, body }) => {
    const { user } = await auth(req, reply);
    return room.quickPlay(user.id, body());
  });

  route(app, 'replay', async ({ req, reply, query }) => {
    return room.replay(await reader(req, reply), req.params.id, query().invite);
  });

  route(app, 'chat', async ({ req, reply, query }) => {
    return room.chatLog(await reader(req, reply), req.params.id, query().invite);
  });

  route(app, 'leaderboard', async ({ req }) => room.leaderboard(req.params.game));

  route(app, 'myResults', async ({ req, reply, query }) => {
    const { user } = await auth(req, reply);
    return resultsOf(store, user.id, query().game);
  });

  route(app, 'userRatings', async ({ req }) => room.ratingsOf(req.params.id));

  await registerWeb(app, config.webDir);
  return app;
}
