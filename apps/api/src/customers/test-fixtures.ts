import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { answerDailyRows } from '../indicators/aggregates.js';
import {
  ALERT_STATUSES,
  ALERT_TYPES,
  NOTIFICATION_STATUSES,
  type AlertRow,
  type NotificationRow,
  type ResponseCommentRow,
  type SurveyResponseRow,
} from '../db/rows.js';
import { REPO } from '../test-support/harness.js';
import type { TenantStore } from '../tenants/TenantStore.js';
import { generateCustomerData, writeCustomerData, type CustomerData } from '../seed/customer-data.js';
import { customersReports } from '../db/migrations/0002_customers_reports.js';
import { adminEntities } from '../db/migrations/0004_admin_entities.js';
import { customerDb } from './customer-tables.js';

// Deterministic rows for the HTTP tests of the customer and report routes: a copy of
// dashboards/auto-b as two tenants (auto-b with xlsx reports, auto-xls with xls reports), a few
// accounts per tenant (admin, analyst, a zonal user of the North zone, a dashboard-only reader,
// an analyst of the after-sales moment only),
// and per tenant survey responses with their answer_daily rows, notifications in the eight
// statuses, client accounts and messages. Ids of the second tenant are offset so an id of one
// tenant is absent from the other.

/** "Now" of the test servers. */
export const TEST_NOW = new Date('2026-11-15T12:00:00Z');

/** The two test tenants. */
export const TENANTS = ['auto-b', 'auto-xls'] as const;

/** The North zone of auto-b's geography tree and its branches. */
export const NORTH = { zone: 10010, branches: [10201, 10202, 10203, 10204, 10205] } as const;

/** Branches the responses and notifications are spread over: three in the North, three elsewhere. */
export const BRANCHES = [10201, 10206, 10202, 10210, 10203, 10215] as const;

/** Account ids of each tenant. */
export const ACCOUNTS = { admin: 1, analyst: 2, zonal: 3, reader: 4, postventa: 5 } as const;

/** A temporary dashboards folder holding auto-b twice: as is, and as auto-xls with xls reports. */
export function makeDashboardsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-dashboards-'));
  fs.cpSync(path.join(REPO, 'dashboards', 'auto-b'), path.join(dir, 'auto-b'), { recursive: true });
  fs.cpSync(path.join(REPO, 'dashboards', 'auto-b'), path.join(dir, 'auto-xls'), { recursive: true });
  const file = path.join(dir, 'auto-xls', 'tenant.json');
  const tenant = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; formatting: Record<string, unknown> };
  tenant.id = 'auto-xls';
  tenant.formatting.excelExtension = 'xls';
  fs.writeFileSync(file, JSON.stringify(tenant, null, 2));
  return dir;
}

const MOMENTS = [1, 2, 3, 11251] as const;
const WORKFLOW: Record<number, string> = { 1: 'venta', 2: 'postventa', 11251: 'test-drive' };
const STATUSES: SurveyResponseRow['status'][] = [
  'ANSWERED',
  'ANSWERED',
  'ANSWERED',
  'NOT_ANSWERED',
  'IN_PROGRESS',
  'INVALID',
];

function answersFor(moment: number, i: number): Record<string, number | string> {
  switch (moment) {
    case 1:
      return {
        101: i % 11,
        102: (i * 3) % 11,
        103: 1 + (i % 5),
        122: i % 2 ? 'Seal' : 'Dolphin',
        120: `Comentario ${i}`,
      };
    case 2:
      return { 201: (i * 7) % 11, 202: (i * 5) % 11, 220: 'Garantía', 225: `Servicio ${i}` };
    case 3:
      return { 401: (i * 2) % 11 };
    default:
      return { 301: 10 - (i % 11), 302: i % 11 };
  }
}

/** The survey responses of a tenant: 96 over October and November 2026. */
export function fixtureResponses(tenantId: string, idOffset: number): SurveyResponseRow[] {
  return Array.from({ length: 96 }, (_, i) => {
    const moment = MOMENTS[i % 4] as number;
    const status = STATUSES[i % STATUSES.length] as SurveyResponseRow['status'];
    return {
      tenant_id: tenantId,
      id: idOffset + i + 1,
      critical_moment_id: moment,
      geo_location_id: BRANCHES[i % BRANCHES.length] as number,
      logical_location_id: i % 3 === 0 ? 11 : 21,
      channel_id: 1 + (i % 4),
      cluster_id: 1 + (i % 3),
      status,
      created_at: new Date(Date.UTC(2026, 9, 1, 14, 30) + i * 13 * 60 * 60 * 1000),
      customer_name: `Nombre${i % 24}`,
      customer_lastname: `Apellido${i % 24}`,
      customer_code: `C-${String(i % 24).padStart(3, '0')}`,
      client_mode: i % 2 ? 'app' : 'web',
      advisor: i % 5 ? `Asesor ${i % 5}` : null,
      answers: status === 'ANSWERED' || status === 'IN_PROGRESS' ? answersFor(moment, i) : {},
      context: null,
    };
  });
}

/** The notifications of a tenant: 80, every status, three workflows. */
export function fixtureNotifications(tenantId: string, idOffset: number): NotificationRow[] {
  return Array.from({ length: 80 }, (_, i) => {
    const moment = [1, 2, 11251][i % 3] as number;
    return {
      tenant_id: tenantId,
      id: idOffset + i + 1,
      workflow_name: WORKFLOW[moment] as string,
      status: NOTIFICATION_STATUSES[(i * 3) % NOTIFICATION_STATUSES.length] as string,
      customer_code: `C-${String(i % 24).padStart(3, '0')}`,
      critical_moment_id: moment,
      geo_location_id: BRANCHES[i % BRANCHES.length] as number,
      created_at: new Date(Date.UTC(2026, 8, 20, 9) + i * 19 * 60 * 60 * 1000),
    };
  });
}

/** An alert for every third response: the four types, the three statuses. */
export function fixtureAlerts(responses: readonly SurveyResponseRow[]): AlertRow[] {
  return responses
    .filter((_, i) => i % 3 === 0)
    .map((r, i) => {
      const status = ALERT_STATUSES[i % 3] as AlertRow['status'];
      return {
        tenant_id: r.tenant_id,
        id: r.id,
        response_id: r.id,
        critical_moment_id: r.critical_moment_id,
        geo_location_id: r.geo_location_id,
        type: ALERT_TYPES[i % 4] as AlertRow['type'],
        status,
        created_at: r.created_at,
        first_response_at: status === 'NOT_HANDLED' ? null : new Date(r.created_at.getTime() + 30 * 3_600_000),
        closed_at: status === 'CLOSED' ? new Date(r.created_at.getTime() + 50 * 3_600_000) : null,
        description: `Alerta ${i}`,
      };
    });
}

/** The comments of the answered responses' COMMENT questions (120 and 225). */
export function fixtureComments(responses: readonly SurveyResponseRow[]): ResponseCommentRow[] {
  return responses.flatMap((r, i) =>
    ['120', '225']
      .filter((q) => typeof r.answers[q] === 'string')
      .map((q) => ({
        tenant_id: r.tenant_id,
        response_id: r.id,
        question_id: Number(q),
        critical_moment_id: r.critical_moment_id,
        geo_location_id: r.geo_location_id,
        created_at: r.created_at,
        text: r.answers[q] as string,
        sentiment: (i % 3) - 1,
        tags: i % 2 ? ['Atención'] : ['Tiempo de espera', 'Precio'],
      })),
  );
}

/** What prepareFixture wrote, for the tests' own recomputations. */
export interface Fixture {
  responses: Record<string, SurveyResponseRow[]>;
  alerts: Record<string, AlertRow[]>;
  comments: Record<string, ResponseCommentRow[]>;
  notifications: Record<string, NotificationRow[]>;
  customers: Record<string, CustomerData>;
}

/**
 * Applies migrations 0002 (client_accounts, messages) and 0004 (report_definitions) when their
 * tables are missing, so the suites run before both are registered in db/database.ts MIGRATIONS
 * and do nothing once they are.
 */
export async function ensureTables(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ accounts: boolean; reports: boolean }>`
    SELECT to_regclass('client_accounts') IS NOT NULL AS accounts,
           to_regclass('report_definitions') IS NOT NULL AS reports`.execute(db);
  if (!rows[0]?.accounts) await customersReports.up(db);
  if (!rows[0]?.reports) await adminEntities.up(db);
}

/** Writes the accounts, profiles and data of both tenants (the harness's `prepare`). */
export async function prepareFixture(db: Kysely<Database>, store: TenantStore): Promise<Fixture> {
  await ensureTables(db);
  const fixture: Fixture = { responses: {}, alerts: {}, comments: {}, notifications: {}, customers: {} };
  for (const [t, tenantId] of TENANTS.entries()) {
    const files = store.get(tenantId);
    if (!files) throw new Error(`no tenant ${tenantId} in ${store.dir}`);
    await db.insertInto('tenants').values({ tenant_id: tenantId, name: files.tenant.value.name }).execute();
    await db
      .insertInto('profiles')
      .values([
        {
          tenant_id: tenantId,
          id: 1,
          name: 'Analista',
          access: JSON.stringify({ dashboard: [], 'client-accounts': [], reports: [] }),
        },
        { tenant_id: tenantId, id: 2, name: 'Lector', access: JSON.stringify({ dashboard: [] }) },
      ])
      .execute();
    const account = (id: number, email: string, extra: object) => ({
      tenant_id: tenantId,
      id,
      email,
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
        account(ACCOUNTS.admin, `admin@${tenantId}.demo`, { authorities: ['ROLE_ADMIN'] }),
        account(ACCOUNTS.analyst, `analista@${tenantId}.demo`, { profile_id: 1, level: 'cxo' }),
        account(ACCOUNTS.zonal, `zonal@${tenantId}.demo`, {
          profile_id: 1,
          level: 'zonal',
          geo_locations: [NORTH.zone],
        }),
        account(ACCOUNTS.reader, `lector@${tenantId}.demo`, { profile_id: 2 }),
        account(ACCOUNTS.postventa, `postventa@${tenantId}.demo`, { profile_id: 1, critical_moments: [2] }),
      ])
      .execute();

    const responses = fixtureResponses(tenantId, t * 10_000);
    const notifications = fixtureNotifications(tenantId, t * 10_000);
    await db
      .insertInto('survey_responses')
      .values(responses.map((r) => ({ ...r, answers: JSON.stringify(r.answers), context: null })))
      .execute();
    await db
      .insertInto('answer_daily')
      .values(answerDailyRows(responses, files.metadata.value, files.tenant.value))
      .execute();
    await db.insertInto('notifications').values(notifications).execute();
    const alerts = fixtureAlerts(responses);
    const comments = fixtureComments(responses);
    await db.insertInto('alerts').values(alerts).execute();
    await db.insertInto('response_comments').values(comments).execute();
    fixture.alerts[tenantId] = alerts;
    fixture.comments[tenantId] = comments;
    const customers = generateCustomerData(files, { seed: 11 + t, today: TEST_NOW, responses, accounts: 18 });
    await writeCustomerData(db, customers);
    fixture.responses[tenantId] = responses;
    fixture.notifications[tenantId] = notifications;
    fixture.customers[tenantId] = customers;
  }
  // A message only the second tenant has, for the isolation probes.
  await customerDb(db)
    .insertInto('messages')
    .values({
      tenant_id: 'auto-xls',
      id: 99_999,
      customer_code: 'C-000',
      geo_location_id: 10201,
      channel: 'EMAIL',
      subject: 'Solo de auto-xls',
      body: 'Mensaje de otro cliente',
      status: 'sent',
      created_at: new Date('2026-11-01T10:00:00Z'),
      read_at: null,
    })
    .execute();
  return fixture;
}
