import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { baseConfig } from '../testing/backends.ts';

/** A GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web client folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'parlour-web-'));
  const dist = join(root, 'dist');
  let server: RunningServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>the page</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, '.env'), 'SECRET=dotfile');
    // A sibling whose name starts with the web folder's: a string-prefix check lets it through.
    mkdirSync(join(root, 'dist-private'));
    writeFileSync(join(root, 'dist-private', 'secret.txt'), 'SECRET=sibling');
    server = await startServer(baseConfig({ dataDir: join(root, 'data'), webDir: dist, secureCookies: true }));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves nothing outside the folder, however the path is spelled, and no dotfiles', async () => {
    for (const path of [
      '/..%2fdist-private/secret.txt',
      '/..%2Fdist-private%2Fsecret.txt',
      '/../dist-private/secret.txt',
      '/%2e%2e/dist-private/secret.txt',
      '/assets/..%2f..%2fdist-private/secret.txt',
      '/.env',
    ]) {
      const r = await rawGet(server.url, path);
      expect(r.body, path).not.toContain('SECRET');
    }
  });

  it('keeps the SPA fallback and caches hashed assets for good', async () => {
    const asset = await rawGet(server.url, '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    for (const path of ['/', '/table/abc', '/profile?x=1']) {
      const page = await rawGet(server.url, path);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain('the page');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const api = await rawGet(server.url, '/api/nothing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ error: 'not-found' });
  });

  it('sends the security headers: CSP without inline script, no framing, nosniff, referrer policy, HSTS', async () => {
    for (const path of ['/', '/api/games']) {
      const { headers } = await rawGet(server.url, path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(String(headers['strict-transport-security'])).toContain('max-age=');
    }
  });
});
