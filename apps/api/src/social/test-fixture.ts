import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toWireDate } from '@voz/core';
import type { IndicatorDefinition } from '@voz/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { REPO } from '../test-support/harness.js';
import type { TenantStore } from '../tenants/TenantStore.js';
import { generateSocialMentions, insertSocialMentions, type SocialMentionRow } from '../seed/social-mentions.js';

// Tenants and mentions of the social-listening suites: dashboards/auto-b copied three times —
// social-a and social-b with the socialListening feature, channel 7 (social networks) and social
// indicators, and auto-b as landed (no feature, the same indicators) — with accounts per tenant
// and demo mentions generated for the two social tenants. auto-b gets a few mentions written
// directly, which its calls must never show since the tenant does not have the feature.

/** "Now" of the suites (09:00 in Santiago). */
export const SOCIAL_NOW = new Date('2026-11-15T12:00:00Z');

/** The zone of every test tenant. */
export const ZONE = 'America/Santiago';

/** The tenants with social listening, and the one without. */
export const SOCIAL_TENANTS = ['social-a', 'social-b'] as const;
export const PLAIN_TENANT = 'auto-b';

/** The North zone of auto-b's geography tree and its branches. */
export const NORTH = { zone: 10010, branches: [10201, 10202, 10203, 10204, 10205] } as const;

/** Account ids of each tenant: an admin, an analyst with the social section, a North user, a dashboard-only reader. */
export const ACCOUNTS = { admin: 1, analyst: 2, zonal: 3, reader: 4 } as const;

/** The social indicators every test tenant defines. */
export const SOCIAL_INDICATORS: Readonly<Record<string, IndicatorDefinition>> = {
  MENCIONES: { source: 'social', measure: 'mentions', channels: [7], description: { es: 'Menciones' } },
  SENTIMIENTO_SOCIAL: { source: 'social', measure: 'sentiment', channels: [7] },
  PALABRAS_SOCIALES: { source: 'social', measure: 'keywords', channels: [7] },
  ENGAGEMENT_SOCIAL: { source: 'social', measure: 'engagement', channels: [7] },
};

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

/** A temporary dashboards folder with the three test tenants. */
export function makeSocialDashboardsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-social-'));
  for (const tenantId of [...SOCIAL_TENANTS, PLAIN_TENANT]) {
    const target = path.join(dir, tenantId);
    fs.cpSync(path.join(REPO, 'dashboards', 'auto-b'), target, { recursive: true });
    editJson(path.join(target, 'indicators.json'), (file) => {
      Object.assign(file['indicators'] as Record<string, unknown>, SOCIAL_INDICATORS);
    });
    if (tenantId === PLAIN_TENANT) continue;
    editJson(path.join(target, 'tenant.json'), (tenant) => {
      tenant['id'] = tenantId;
      tenant['features'] = [...(tenant['features'] as string[]), 'socialListening'];
    });
    editJson(path.join(target, 'metadata.json'), (metadata) => {
      (metadata['channels'] as unknown[]).push({ id: 7, name: 'Redes sociales' });
    });
  }
  return dir;
}

/** What prepareSocialFixture wrote, for the tests' own recomputations. */
export interface SocialFixture {
  /** Mentions per tenant, as written. */
  mentions: Record<string, SocialMentionRow[]>;
}

/** Mentions written straight into auto-b (which has no social listening). */
function plainMentions(): SocialMentionRow[] {
  return Array.from({ length: 12 }, (_, i) => ({
    tenant_id: PLAIN_TENANT,
    id: i + 1,
    network: 'facebook',
    channel_id: 7,
    geo_location_id: NORTH.branches[i % NORTH.branches.length] as number,
    posted_at: new Date(SOCIAL_NOW.getTime() - (i + 1) * 86_400_000),
    author: `Autor ${i}`,
    text: `Mención de un cliente sin social listening ${i}`,
    sentiment: (i % 3) - 1,
    keywords: ['atención'],
    likes: i,
    shares: 0,
    replies: 0,
  }));
}

/** Writes the tenants, profiles, accounts and mentions (the harness's `prepare`). */
export async function prepareSocialFixture(db: Kysely<Database>, store: TenantStore): Promise<SocialFixture> {
  const fixture: SocialFixture = { mentions: {} };
  for (const [t, tenantId] of [...SOCIAL_TENANTS, PLAIN_TENANT].entries()) {
    const files = store.get(tenantId);
    if (!files) throw new Error(`no tenant ${tenantId} in ${store.dir}`);
    await db.insertInto('tenants').values({ tenant_id: tenantId, name: files.tenant.value.name }).execute();
    await db
      .insertInto('profiles')
      .values([
        {
          tenant_id: tenantId,
          id: 1,
          name: 'Social',
          access: JSON.stringify({ dashboard: [], 'social-listening': [] }),
        },
        { tenant_id: tenantId, id: 2, name: 'Lector', access: JSON.stringify({ dashboard: [] }) },
      ])
      .execute();
    const account = (id: number, extra: object) => ({
      tenant_id: tenantId,
      id,
      email: `cuenta${id}@${tenantId}.demo`,
      password_hash: 'x',
      phone: null,
      level: null,
      profile_id: null,
      default_critical_moment: null,
      ...extra,
    });
    await db
      .insertInto('accounts')
      .values([
        account(ACCOUNTS.admin, { authorities: ['ROLE_ADMIN'] }),
        account(ACCOUNTS.analyst, { profile_id: 1 }),
        account(ACCOUNTS.zonal, { profile_id: 1, geo_locations: [NORTH.zone] }),
        account(ACCOUNTS.reader, { profile_id: 2 }),
      ])
      .execute();
    const mentions =
      tenantId === PLAIN_TENANT
        ? plainMentions()
        : generateSocialMentions(
            {
              tenantId,
              tenant: files.tenant.value,
              metadata: files.metadata.value,
              indicators: files.indicators.value,
            },
            { today: SOCIAL_NOW, seed: 4242 + t },
          );
    await insertSocialMentions(db, mentions);
    fixture.mentions[tenantId] = mentions;
  }
  return fixture;
}

/** The calendar day of a mention in the tenants' zone. */
export function dayOf(mention: SocialMentionRow): string {
  return toWireDate(mention.posted_at, ZONE);
}
