import fs from 'node:fs';
import { addDays, addMonths, formatWireDate, toCalendarDate } from '@voz/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataNames } from '../customers/metadata-names.js';
import { DEMO_SEED, seedTenant } from '../demo.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import type { TenantFiles } from '../tenants/TenantStore.js';
import { generateSocialMentions, type SocialDemoSource } from './social-mentions.js';
import { topicsFor } from './social-texts.js';
import { PLAIN_TENANT, SOCIAL_NOW, ZONE, dayOf, makeSocialDashboardsDir } from '../social/test-fixture.js';

const source = (files: TenantFiles): SocialDemoSource => ({
  tenantId: files.id,
  tenant: files.tenant.value,
  metadata: files.metadata.value,
  indicators: files.indicators.value,
});

describe('demo mentions', { timeout: 180_000 }, () => {
  let server: TestServer;
  let dashboardsDir: string;
  let social: TenantFiles;
  let plain: TenantFiles;

  beforeAll(async () => {
    dashboardsDir = makeSocialDashboardsDir();
    server = await startTestServer({ modules: [], dashboardsDir, now: SOCIAL_NOW });
    social = server.store.get('social-a')!;
    plain = server.store.get(PLAIN_TENANT)!;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dashboardsDir, { recursive: true, force: true });
  });

  it('are the same for the same files, seed and day, and differ for another seed', () => {
    const options = { today: SOCIAL_NOW, seed: DEMO_SEED };
    const first = generateSocialMentions(source(social), options);
    expect(generateSocialMentions(source(social), options)).toEqual(first);
    const other = generateSocialMentions(source(social), { ...options, seed: DEMO_SEED + 1 });
    expect(other.map((m) => m.text)).not.toEqual(first.map((m) => m.text));
  });

  it('cover 13 months up to now: Spanish posts about the places, on several networks, with sentiment and keywords', () => {
    const mentions = generateSocialMentions(source(social), { today: SOCIAL_NOW, seed: DEMO_SEED });
    const today = toCalendarDate(SOCIAL_NOW, ZONE);
    const firstDay = formatWireDate(addDays(addMonths(today, -13), 1));
    expect(dayOf(mentions[0]!)).toBe(firstDay);
    expect(mentions.every((m) => m.posted_at.getTime() <= SOCIAL_NOW.getTime())).toBe(true);
    expect(mentions.map((m) => m.id)).toEqual(mentions.map((_, i) => i + 1));
    const times = mentions.map((m) => m.posted_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Every month has posts, every network of the list is used, all three sentiments occur.
    const months = new Set(mentions.map((m) => dayOf(m).slice(0, 7)));
    expect(months.size).toBe(14);
    expect(new Set(mentions.map((m) => m.network))).toEqual(
      new Set(['facebook', 'instagram', 'x', 'google', 'tiktok', 'youtube']),
    );
    for (const score of [-1, 0, 1]) {
      expect(mentions.filter((m) => m.sentiment === score).length).toBeGreaterThan(mentions.length / 10);
    }
    const places = metadataNames(social.metadata.value).geographies;
    const topics = new Set(topicsFor('automotive').map((t) => t.keyword));
    for (const mention of mentions) {
      expect(mention.text).toContain(places.get(mention.geo_location_id));
      expect(mention.keywords.length).toBeGreaterThan(0);
      expect(mention.keywords.every((k) => topics.has(k))).toBe(true);
      expect(mention.channel_id).toBe(7);
      expect(Number.isInteger(mention.likes) && mention.likes >= 0).toBe(true);
    }
    expect(new Set(mentions.map((m) => m.geo_location_id))).toEqual(new Set(social.trees.geographies.leaves()));
  });

  it('are none for a tenant without social listening', () => {
    expect(generateSocialMentions(source(plain), { today: SOCIAL_NOW, seed: DEMO_SEED })).toEqual([]);
  });

  it('are written by the demo seed in its transaction, replaced when it runs again', async () => {
    const config = { today: SOCIAL_NOW, demoResponses: 120 };
    const expected = generateSocialMentions(source(social), { today: SOCIAL_NOW, seed: DEMO_SEED });
    const count = async (tenantId: string): Promise<number> => {
      const row = await server.db
        .selectFrom('social_mentions')
        .where('tenant_id', '=', tenantId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    for (let run = 0; run < 2; run++) {
      await seedTenant(server.db, server.store, 'social-a', config);
      expect(await count('social-a')).toBe(expected.length);
    }
    const stored = await server.db
      .selectFrom('social_mentions')
      .selectAll()
      .where('tenant_id', '=', 'social-a')
      .orderBy('id')
      .execute();
    expect(stored.map((m) => ({ ...m, id: Number(m.id) }))).toEqual(expected);
    const sequence = await server.db
      .selectFrom('sequences')
      .select('value')
      .where('tenant_id', '=', 'social-a')
      .where('name', '=', 'social_mentions')
      .executeTakeFirstOrThrow();
    expect(Number(sequence.value)).toBe(expected.length);
    await seedTenant(server.db, server.store, PLAIN_TENANT, config);
    expect(await count(PLAIN_TENANT)).toBe(0);
    // The demo seed's survey data is there too: the mentions went in with it.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM survey_responses WHERE tenant_id = 'social-a'`.execute(server.db);
    expect(rows[0]!.n).toBe(config.demoResponses);
  });
});
