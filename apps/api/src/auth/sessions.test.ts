import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { REPO, type TestServer } from '../test-support/harness.js';
import { DEMO_PASSWORD } from './demoAccounts.js';
import { createResetToken } from './reset-tokens.js';

// Sessions end (issue 30, item 1; decision 0018): a token signed before a change of the account's
// password (its own change, an administrator's reset, a recovery link), before it is disabled, or
// before its profile or data scope change, answers 401 from then on, on its account and on every
// read. The request that changed its own password gets a new token and stays signed in.

const T = 'auto-b';
const ANALYST = `analista@${T}.demo`;

interface User {
  id: number;
  email: string;
  [field: string]: unknown;
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startDemoServer({ dashboardsDir: path.join(REPO, 'dashboards'), responses: { [T]: 60 } });
  admin = await signIn(server, `admin@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The status of the account read and of an alerts read with a token. */
async function answers(token: string): Promise<[number, number]> {
  const account = await server.request('GET', '/api/lcm/account', { token });
  const alerts = await server.request('GET', '/api/voc/alerts', { token });
  return [account.status, alerts.status];
}

async function signInWith(email: string, password: string): Promise<string> {
  const answer = await server.request('POST', '/api/lcm/authenticate', { body: { username: email, password } });
  expect(answer.status, `${email} signs in`).toBe(200);
  return (answer.body as { id_token: string }).id_token;
}

/** The users/tenant row of a demo account, as the tenant's admin reads it. */
async function user(email: string): Promise<User> {
  const list = await server.request('GET', `/api/lcm/users/tenant?filter=${encodeURIComponent(email)}`, {
    token: admin,
  });
  const found = (list.body as User[]).find((u) => u.email === email);
  if (!found) throw new Error(`${email} is not listed: ${JSON.stringify(list.body)}`);
  return found;
}

async function adminUpdate(email: string, change: Record<string, unknown>): Promise<void> {
  const row = await user(email);
  const answer = await server.request('PUT', `/api/lcm/users/tenant/${row.id}`, {
    token: admin,
    body: { email: row.email, ...change },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('sessions end when the password changes', () => {
  it('by the user: every earlier token is refused, the changing session gets a new one', async () => {
    const here = await signIn(server, ANALYST);
    const elsewhere = await signIn(server, ANALYST);
    expect(await answers(here)).toEqual([200, 200]);
    const changed = await server.request('POST', '/api/lcm/account/change-password', {
      token: here,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'otra-clave-2026' },
    });
    expect(changed.status).toBe(200);
    const renewed = (changed.body as { id_token?: unknown }).id_token;
    expect(typeof renewed).toBe('string');
    expect(await answers(here)).toEqual([401, 401]);
    expect(await answers(elsewhere)).toEqual([401, 401]);
    expect(await answers(renewed as string)).toEqual([200, 200]);
    // And back, for the tests below (this ends the renewed session in its turn).
    const back = await server.request('POST', '/api/lcm/account/change-password', {
      token: renewed as string,
      body: { currentPassword: 'otra-clave-2026', newPassword: DEMO_PASSWORD },
    });
    expect(back.status).toBe(200);
    expect(await answers(renewed as string)).toEqual([401, 401]);
  });

  it("by an administrator's reset", async () => {
    const before = await signIn(server, ANALYST);
    expect(await answers(before)).toEqual([200, 200]);
    await adminUpdate(ANALYST, { password: DEMO_PASSWORD });
    expect(await answers(before)).toEqual([401, 401]);
    expect(await answers(await signIn(server, ANALYST))).toEqual([200, 200]);
  });

  it('by a recovery link (reset-password/finish)', async () => {
    const email = `cxo@${T}.demo`;
    const before = await signIn(server, email);
    expect(await answers(before)).toEqual([200, 200]);
    // The key is stored hashed: put one of our own in place, as the link would carry it.
    const row = await server.db
      .selectFrom('logins')
      .select(['tenant_id', 'account_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const key = await createResetToken(server.db, { tenantId: row.tenant_id, accountId: row.account_id }, new Date());
    const finished = await server.request('POST', '/api/lcm/account/reset-password/finish', {
      body: { key, newPassword: 'recuperada-2026' },
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(await answers(before)).toEqual([401, 401]);
    expect(await answers(await signInWith(email, 'recuperada-2026'))).toEqual([200, 200]);
  });
});

describe('sessions end when the account is disabled or its rights change', () => {
  it('disabled, even once enabled again', async () => {
    const email = `national@${T}.demo`;
    const before = await signIn(server, email);
    await adminUpdate(email, { enabled: false });
    expect(await answers(before)).toEqual([401, 401]);
    await adminUpdate(email, { enabled: true });
    expect(await answers(before)).toEqual([401, 401]);
    expect(await answers(await signIn(server, email))).toEqual([200, 200]);
  });

  it('its data scope, and its profile', async () => {
    const email = `zonal@${T}.demo`;
    const first = await signIn(server, email);
    const zonal = await user(email);
    await adminUpdate(email, { geoLocations: zonal.geoLocations, firstName: 'Sin cambio de alcance' });
    // A change of name only: the session goes on.
    expect(await answers(first)).toEqual([200, 200]);
    await adminUpdate(email, { geoLocations: [] });
    expect(await answers(first)).toEqual([401, 401]);

    const second = await signIn(server, email);
    const profiles = (await server.request('GET', '/api/lcm/profiles?size=100', { token: admin })).body as User[];
    const other = profiles.find((p) => p.id !== zonal.profileId);
    if (!other) throw new Error('the demo tenant has a single profile');
    await adminUpdate(email, { profileId: other.id });
    expect((await answers(second))[0]).toBe(401);
  });

  it("its profile's access map", async () => {
    const email = `lector@${T}.demo`;
    const before = await signIn(server, email);
    expect((await server.request('GET', '/api/lcm/account', { token: before })).status).toBe(200);
    const reader = await user(email);
    const profile = (await server.request('GET', `/api/lcm/profiles/${String(reader.profileId)}`, { token: admin }))
      .body as { id: number; name: string; access: Record<string, string[]> };
    const changed = await server.request('PUT', `/api/lcm/profiles/${profile.id}`, {
      token: admin,
      body: { name: profile.name, access: { ...profile.access, alerts: ['main'] } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await server.request('GET', '/api/lcm/account', { token: before })).status).toBe(401);
    expect((await server.request('GET', '/api/lcm/account', { token: await signIn(server, email) })).status).toBe(200);
  });
});
