import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed file names (Vite's `assets/`) never change content: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web client (@fastify/static, which keeps every request inside `dir`: no `..`,
 * encoded or not, no dotfiles), with index.html for every other GET that is not the API
 * (the client routes itself). Hashed assets are cached for good; index.html is revalidated.
 */
export async function registerWeb(app: FastifyInstance, dir: string): Promise<void> {
  const built = existsSync(join(dir, 'index.html'));
  if (built)
    await app.register(fastifyStatic, {
      root: dir,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache'),
    });
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path === '/api' || path.startsWith('/api/') || path === '/ws') {
      return reply.status(404).send({ error: 'not-found', message: 'No such route.' });
    }
    if (!built) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('Parlour server is running; the web client is not built (npm run build -w @parlour/web).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
