import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from './config.js';
import { databaseTarget, openDatabaseLater } from './db/database.js';
import { compileDeferredSchemas } from './http/lazy-schemas.js';
import { startServer, type RunningServer } from './server.js';
import { REPO } from './test-support/harness.js';

// `npm start`'s path (main.ts): the database starts to open before the server's modules load, the
// routes are built while it opens, their schemas compiled once the server listens (decision 0016).
// A first start on a new directory, then a later start on the same data.

const TENANTS = ['auto-b', 'fuel'];

describe('starting the server', { timeout: 240_000 }, () => {
  let dir: string;
  let config: ServerConfig;
  let running: RunningServer | undefined;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-start-'));
    for (const tenant of TENANTS) {
      fs.cpSync(path.join(REPO, 'dashboards', tenant), path.join(dir, 'dashboards', tenant), { recursive: true });
    }
    config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        VOZ_DATA_DIR: path.join(dir, 'data'),
        VOZ_DASHBOARDS_DIR: path.join(dir, 'dashboards'),
        VOZ_DEMO_RESPONSES: '400',
        VOZ_TODAY: '2026-11-15',
        VOZ_LOG_LEVEL: 'silent',
      },
      [],
      REPO,
    );
  });
  afterAll(async () => {
    await running?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Starts as main.ts does, and returns the lines the server logged. */
  async function start(): Promise<string[]> {
    const lines: string[] = [];
    running = await startServer(config, (line) => lines.push(line), openDatabaseLater(databaseTarget(config)));
    return lines;
  }

  async function call(method: string, url: string, body?: unknown, token?: string): Promise<Response> {
    return fetch(`${running?.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function signIn(email: string): Promise<string> {
    const answer = await call('POST', '/api/lcm/authenticate', { username: email, password: 'demo1234' });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { id_token: string }).id_token;
  }

  it('seeds a new directory, answers, validates, and stops', async () => {
    const lines = await start();
    expect(lines.some((l) => l.startsWith('Voz API ready on'))).toBe(true);
    expect((await call('GET', '/config.json')).status).toBe(200);
    const token = await signIn('analista@auto-b.demo');
    const nps = await call(
      'POST',
      '/api/voc/indicators/VENTA_NPS/values',
      { dateFrom: '2026-08-01', dateTo: '2026-11-15' },
      token,
    );
    expect(nps.status).toBe(200);
    expect(((await nps.json()) as { count: number }[])[0]?.count).toBeGreaterThan(0);
    const bad = await call('POST', '/api/voc/indicators/VENTA_NPS/values', { dateFrom: 'ayer' }, token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('body.dateFrom');
    // Every route's schemas compile (the server compiles the rest after listening).
    await compileDeferredSchemas(running!.app);
    await running?.close();
    running = undefined;
  });

  it('starts again on the same data: nothing seeded, only nuevo@ written', async () => {
    const lines = await start();
    expect(lines.filter((l) => l.includes('seeded with'))).toEqual([]);
    expect(lines).toContain(`demo: accounts ready (0 created, ${TENANTS.length} updated; password demo1234)`);
    const token = await signIn('analista@fuel.demo');
    expect((await call('GET', '/api/lcm/account', undefined, token)).status).toBe(200);
    expect((await call('GET', '/api/lcm/account', undefined, 'not-a-token')).status).toBe(401);
  });
});
