import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

describe('serving the built PWA', () => {
  let server: TestServer;
  let unbuilt: TestServer;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kiraya-static-'));

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Kiraya</title><div id="root"></div>');
    writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    server = await startTestServer('pglite', { staticDir });
    unbuilt = await startTestServer('pglite', { staticDir: path.join(staticDir, 'missing') });
  });
  afterAll(async () => {
    await server.close();
    await unbuilt.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable, compressed', async () => {
    const response = await server.client().get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('never lets index.html or the service worker be cached without revalidation', async () => {
    for (const file of ['/', '/index.html', '/sw.js']) {
      const response = await server.client().get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a repeat request for an unchanged file with 304', async () => {
    const first = await server.client().get('/sw.js');
    const lastModified = first.headers.get('last-modified') ?? '';
    // node:http, because fetch adds Cache-Control: no-cache to any conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}/sw.js`, { headers: { 'if-modified-since': lastModified } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('answers any page path with the app shell, whose router shows the page or the 404 page', async () => {
    for (const page of ['/dashboard', '/item/123', '/some/unknown/page']) {
      const response = await server.client().get(page, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a missing asset with 404 rather than the shell, and never serves files outside the build', async () => {
    expect((await server.client().get('/assets/missing-123.js', { accept: '*/*' })).status).toBe(404);
    const traversal = await server.client().get('/..%2f..%2fetc%2fpasswd', { accept: '*/*' });
    expect(traversal.text).not.toContain('root:');
  });

  it('answers unknown API paths with JSON, never the shell', async () => {
    const response = await server.client().get('/api/unknown', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'not-found' });
  });

  it('explains what to do when the app has not been built', async () => {
    const response = await unbuilt.client().get('/', { accept: 'text/html' });
    expect(response.status).toBe(503);
    expect(response.text).toBe(messages.errors.notBuilt);
  });
});
