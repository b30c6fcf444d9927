import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AccountsTable, Database } from '../db/schema.js';
import { REPO } from '../test-support/harness.js';

// Deterministic rows for the HTTP tests of survey responses and alerts: two tenants (a copy of
// auto-b with a questionsOrder, and `bus-x`, another copy playing the other tenant), accounts of
// every kind the permission tests need, survey responses, alerts and their alert_daily counters.

/** The tenant the tests act on. */
export const TENANT = 'auto-b';
/** Another tenant, whose ids must answer 404. */
export const OTHER_TENANT = 'bus-x';
/** The questionsOrder written into the test copy of auto-b. */
export const QUESTIONS_ORDER = [120, 102, 101];

/** Account ids of TENANT (and OTHER_ADMIN of OTHER_TENANT). */
export const ACCOUNTS = {
  admin: 1,
  /** alerts: main, update, addComment, addEvidence. */
  agent: 2,
  /** alerts: main, stats (read only). */
  reader: 3,
  /** Every alert action (stats included), scoped to the Norte zone. */
  zonal: 4,
  /** No alerts section. */
  noAlerts: 5,
  /** Read-only profile plus ROLE_ALERT_ADMIN. */
  alertAdmin: 6,
} as const;
/** The admin of OTHER_TENANT. */
export const OTHER_ADMIN = 1;

/** The Norte zone and its branches used by the fixture. */
export const NORTE = 10010;
/** Geographies of the fixture's responses, by index. */
export const GEOS = [10201, 10206, 10210, 10202, 10215] as const;
/** Branches of the Norte zone among GEOS. */
export const NORTE_BRANCHES: readonly number[] = [10201, 10202];

/** A survey response of the fixture, as inserted. */
export interface FixtureResponse {
  id: number;
  critical_moment_id: number;
  geo_location_id: number;
  logical_location_id: number;
  channel_id: number;
  cluster_id: number | null;
  status: 'ANSWERED' | 'NOT_ANSWERED' | 'INVALID' | 'IN_PROGRESS';
  created_at: Date;
  customer_name: string;
  customer_lastname: string;
  customer_code: string;
  client_mode: string;
  answers: Record<string, unknown>;
  context: Record<string, unknown> | null;
}

/** An alert of the fixture, as inserted. */
export interface FixtureAlert {
  id: number;
  response_id: number | null;
  critical_moment_id: number;
  geo_location_id: number;
  type: 'INCIDENT' | 'RESCUE' | 'ABANDON' | 'WOW';
  status: 'NOT_HANDLED' | 'IN_PROCESS' | 'CLOSED';
  created_at: Date;
  first_response_at: Date | null;
  closed_at: Date | null;
  description: string;
}

const STATUSES = ['ANSWERED', 'ANSWERED', 'NOT_ANSWERED', 'IN_PROGRESS', 'INVALID'] as const;
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Felipe', 'Gloria'];
const LAST = ['Rojas', 'Muñoz', 'Soto', 'Contreras', 'Silva'];
const HOUR = 3_600_000;
const BASE = Date.parse('2026-11-14T15:00:00Z');

/** The 20 responses of TENANT: ids 1..20, one day apart going back from 2026-11-14. */
export function fixtureResponses(): FixtureResponse[] {
  return Array.from({ length: 20 }, (_, k) => {
    const i = k + 1;
    const venta = i % 2 === 1;
    const status = STATUSES[i % 5] ?? 'ANSWERED';
    const answers: Record<string, unknown> =
      status === 'NOT_ANSWERED'
        ? {}
        : venta
          ? {
              101: i % 11,
              102: (i + 3) % 11,
              120: `Comentario venta ${i}`,
              121: 55,
              122: i % 3 === 0 ? 'Seal' : 'Dolphin',
              ...(i % 3 === 1 ? { 123: ['Contado', 'Crédito'] } : {}),
            }
          : { 201: i % 11, 202: 10, 225: `Comentario postventa ${i}`, 226: 1, 227: 'tag-link', 220: 'Mantención' };
    return {
      id: i,
      critical_moment_id: venta ? 1 : 2,
      geo_location_id: GEOS[i % 5] ?? 10201,
      logical_location_id: [11, 21, 31][i % 3] ?? 11,
      channel_id: (i % 4) + 1,
      cluster_id: i % 2 === 0 ? 1 : null,
      status,
      created_at: new Date(BASE - i * 24 * HOUR + i * HOUR),
      customer_name: FIRST[i % FIRST.length] ?? 'Ana',
      customer_lastname: LAST[i % LAST.length] ?? 'Rojas',
      customer_code: `C-${1000 + i}`,
      client_mode: i % 3 === 0 ? 'app' : 'web',
      answers,
      context:
        i <= 6
          ? {
              fFechaViaje: `2026-11-0${i}`,
              sOrigen: i % 2 === 1 ? 'Santiago' : 'Valparaíso',
              sDestino: i % 2 === 1 ? 'Concepción' : 'Santiago',
              nAutobus: 1000 + (i % 3),
              sNomOperador1: 'Juan Pérez',
              nOperacion: 100_000 + i,
            }
          : null,
    };
  });
}

const ALERT_TYPES = ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'] as const;
const ALERT_STATUSES = ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'] as const;

/** The 13 alerts of TENANT: 1..12 raised from responses 1..12, 13 without a response (Norte). */
export function fixtureAlerts(responses: readonly FixtureResponse[] = fixtureResponses()): FixtureAlert[] {
  const alerts: FixtureAlert[] = responses.slice(0, 12).map((r) => {
    const status = ALERT_STATUSES[r.id % 3] ?? 'NOT_HANDLED';
    const created = new Date(r.created_at.getTime() + HOUR);
    return {
      id: r.id,
      response_id: r.id,
      critical_moment_id: r.critical_moment_id,
      geo_location_id: r.geo_location_id,
      type: ALERT_TYPES[r.id % 4] ?? 'INCIDENT',
      status,
      created_at: created,
      first_response_at: status === 'NOT_HANDLED' ? null : new Date(created.getTime() + r.id * 5 * HOUR),
      closed_at: status === 'CLOSED' ? new Date(created.getTime() + r.id * 6 * HOUR) : null,
      description: `Alerta ${r.id} de ${r.customer_name}`,
    };
  });
  alerts.push({
    id: 13,
    response_id: null,
    critical_moment_id: 1,
    geo_location_id: 10201,
    type: 'INCIDENT',
    status: 'NOT_HANDLED',
    created_at: new Date(BASE - 2 * HOUR),
    first_response_at: null,
    closed_at: null,
    description: 'Alerta sin encuesta',
  });
  return alerts;
}

/**
 * A dashboards folder for the tests: auto-b with QUESTIONS_ORDER, and bus-x (a copy of auto-b
 * without it). Removed by the returned function.
 */
export function makeDashboardsDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-surveys-dash-'));
  const source = path.join(REPO, 'dashboards', TENANT);
  for (const [id, order] of [
    [TENANT, QUESTIONS_ORDER],
    [OTHER_TENANT, undefined],
  ] as const) {
    const target = path.join(dir, id);
    fs.cpSync(source, target, { recursive: true });
    const file = path.join(target, 'tenant.json');
    const tenant = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    tenant.id = id;
    if (order) tenant.questionsOrder = order;
    fs.writeFileSync(file, JSON.stringify(tenant, null, 2));
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const access = (a: Record<string, string[]>): string => JSON.stringify(a);

function account(
  tenant: string,
  id: number,
  extra: Partial<Insertable<AccountsTable>> = {},
): Insertable<AccountsTable> {
  return {
    tenant_id: tenant,
    id,
    email: `u${id}@${tenant}.test`,
    password_hash: 'x',
    first_name: `Usuario${id}`,
    last_name: 'Prueba',
    phone: null,
    level: null,
    profile_id: null,
    default_critical_moment: null,
    ...extra,
  };
}

/** Writes the fixture: profiles, accounts, responses and alerts of both tenants, and alert_daily from the alerts. */
export async function writeFixture(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('profiles')
    .values([
      {
        tenant_id: TENANT,
        id: 1,
        name: 'Agente',
        access: access({ alerts: ['main', 'update', 'addComment', 'addEvidence'], dashboard: ['main'] }),
      },
      { tenant_id: TENANT, id: 2, name: 'Lector', access: access({ alerts: ['main', 'stats'], dashboard: ['main'] }) },
      { tenant_id: TENANT, id: 3, name: 'Sin alertas', access: access({ dashboard: ['main'] }) },
      {
        tenant_id: TENANT,
        id: 4,
        name: 'Zonal',
        access: access({ alerts: ['main', 'stats', 'update', 'addComment', 'addEvidence'], dashboard: ['main'] }),
      },
    ])
    .execute();
  await db
    .insertInto('accounts')
    .values([
      account(TENANT, ACCOUNTS.admin, { authorities: ['ROLE_ADMIN'] }),
      account(TENANT, ACCOUNTS.agent, { profile_id: 1 }),
      account(TENANT, ACCOUNTS.reader, { profile_id: 2 }),
      account(TENANT, ACCOUNTS.zonal, { profile_id: 4, level: 'zonal', geo_locations: [NORTE] }),
      account(TENANT, ACCOUNTS.noAlerts, { profile_id: 3 }),
      account(TENANT, ACCOUNTS.alertAdmin, { profile_id: 2, authorities: ['ROLE_ALERT_ADMIN'] }),
      account(OTHER_TENANT, OTHER_ADMIN, { authorities: ['ROLE_ADMIN'] }),
    ])
    .execute();
  const responses = fixtureResponses();
  const row = (tenant: string, r: FixtureResponse) => ({
    ...r,
    tenant_id: tenant,
    advisor: null,
    answers: JSON.stringify(r.answers),
    context: r.context === null ? null : JSON.stringify(r.context),
  });
  await db
    .insertInto('survey_responses')
    .values(responses.map((r) => row(TENANT, r)))
    .execute();
  // The other tenant: ids that exist in TENANT too (1-3) and one that does not (500).
  const others = [...responses.slice(0, 3), { ...responses[0]!, id: 500, customer_code: 'OTRO-500' }];
  await db
    .insertInto('survey_responses')
    .values(others.map((r) => row(OTHER_TENANT, { ...r, customer_name: 'Ajeno' })))
    .execute();
  const alerts = fixtureAlerts(responses);
  await db
    .insertInto('alerts')
    .values(alerts.map((a) => ({ ...a, tenant_id: TENANT })))
    .execute();
  await db
    .insertInto('alerts')
    .values([
      { ...alerts[0]!, tenant_id: OTHER_TENANT, description: 'ajena' },
      { ...alerts[0]!, id: 500, tenant_id: OTHER_TENANT, description: 'ajena 500' },
    ])
    .execute();
  await sql`
    INSERT INTO alert_daily (tenant_id, day, critical_moment_id, geo_location_id, type, status, n)
    SELECT tenant_id, (created_at AT TIME ZONE 'America/Santiago')::date, critical_moment_id, geo_location_id,
      type, status, count(*)::int
    FROM alerts GROUP BY 1, 2, 3, 4, 5, 6
  `.execute(db);
}

/** alert_daily recounted from the alerts of a tenant, and as stored: both as 'day|cm|geo|type|status' -> n. */
export async function alertDailyAgainstRecount(
  db: Kysely<Database>,
  tenant: string,
): Promise<{ stored: Record<string, number>; recount: Record<string, number> }> {
  const stored = await sql<{ k: string; n: number }>`
    SELECT concat_ws('|', day::text, critical_moment_id, geo_location_id, type, status) AS k, n
    FROM alert_daily WHERE tenant_id = ${tenant}`.execute(db);
  const recount = await sql<{ k: string; n: number }>`
    SELECT concat_ws('|', ((created_at AT TIME ZONE 'America/Santiago')::date)::text, critical_moment_id,
      geo_location_id, type, status) AS k, count(*)::int AS n
    FROM alerts WHERE tenant_id = ${tenant} GROUP BY 1`.execute(db);
  const toMap = (rows: { k: string; n: number }[]): Record<string, number> =>
    Object.fromEntries(rows.map((r): [string, number] => [r.k, Number(r.n)]).sort(([a], [b]) => a.localeCompare(b)));
  return { stored: toMap(stored.rows), recount: toMap(recount.rows) };
}

/** Alert counters of a tenant from alert_daily: status -> SUM(n) (what alert-counters reads). */
export async function alertCountersByStatus(db: Kysely<Database>, tenant: string): Promise<Record<string, number>> {
  const rows = await sql<{ status: string; n: number }>`
    SELECT status, sum(n)::int AS n FROM alert_daily WHERE tenant_id = ${tenant} GROUP BY status ORDER BY status`.execute(
    db,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
}
