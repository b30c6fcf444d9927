import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_CACHE_CONTROL as API_ASSET_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL as API_REVALIDATE_CACHE_CONTROL,
} from '../apps/api/src/http/web-apps.js';
import { ASSET_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL, serveFolder } from './lib/static-server.mjs';

// The server bench:render and the screenshots open Storybook on: it caches as the product's does.
describe('serveFolder', () => {
  let dir: string;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'Bar-AbCd1234.js'), 'export const x = 1;');
    fs.writeFileSync(path.join(dir, 'iframe.html'), '<p>story</p>');
    server = await serveFolder(dir);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps content-hashed chunks in the browser’s cache, as the reference backend does', async () => {
    expect(ASSET_CACHE_CONTROL).toBe(API_ASSET_CACHE_CONTROL);
    const chunk = await fetch(`${server.url}/assets/Bar-AbCd1234.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await chunk.text()).toBe('export const x = 1;');
  });

  it('has every other file revalidated, and answers 404 outside the folder', async () => {
    expect(REVALIDATE_CACHE_CONTROL).toBe(API_REVALIDATE_CACHE_CONTROL);
    const page = await fetch(`${server.url}/iframe.html`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
