import { type ParamsOf, type ResponseOf, type RouteName, Routes } from '@parlour/protocol';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail } from './errors.ts';

/**
 * `{ body: () => checked body }` for a route with a body schema (likewise `query`), else
 * nothing: a handler cannot read what its route does not state. Checked when asked for, so
 * a handler asks who is calling first and a stranger is told 401 whatever they sent.
 */
type Reader<K extends RouteName, F extends 'query' | 'body'> = (typeof Routes)[K] extends {
  [key in F]: infer S extends z.ZodType;
}
  ? { [key in F]: () => z.output<S> }
  : unknown;

/** One request to a route of the protocol's table, as its handler sees it. */
export type Call<K extends RouteName> = {
  req: FastifyRequest<{ Params: ParamsOf<K> }>;
  reply: FastifyReply;
} & Reader<K, 'body'> &
  Reader<K, 'query'>;

/** `raw` checked against `schema`; a mismatch is refused `bad-request`, naming the first field at fault. */
export function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('bad-request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Registers the handler of `Routes[name]` at the route's method and path: the compiler holds
 * the handler to the route's parameters and response, and `body()`/`query()` to its schemas,
 * so the server cannot serve a route otherwise than the protocol (and the web client) states it.
 * The reply is sent as the handler returns it (JSON), not re-parsed.
 */
export function route<K extends RouteName>(
  app: FastifyInstance,
  name: K,
  handler: (call: Call<K>) => Promise<ResponseOf<K>>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const spec: { method: string; path: string; query?: z.ZodType; body?: z.ZodType } = Routes[name];
  const { body, query } = spec;
  app.route<{ Params: ParamsOf<K> }>({
    ...options,
    method: spec.method,
    url: spec.path,
    handler: (req, reply) =>
      handler({
        req,
        reply,
        ...(body && { body: () => parse(body, req.body) }),
        ...(query && { query: () => parse(query, req.query) }),
      } as Call<K>),
  });
}
