import { Faker, base, en, es } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { leafMoments, treeLeaves } from '../tenants/metadata-index.js';
import { createRandom, weightedPicker, type Random } from './random.js';
import type { SequenceRow, SurveyResponseRow } from '../db/rows.js';
import { GENERAL_INDICATORS } from '../reports/general-indicators.js';
import type { TenantFiles } from '../tenants/TenantStore.js';
import {
  customerDb,
  type ClientAccountRow,
  type MessageRow,
  type ReportDefinitionRow,
} from '../customers/customer-tables.js';

// Demo client accounts, the messages sent to them and the tenant's saved reports, deterministic
// for a seed and a "today". When the demo's survey responses are given, the accounts are their
// customers (same codes, names and branches), so a client account leads to its surveys.

/** What a client account is built from when survey responses are given. */
export type CustomerSource = Pick<
  SurveyResponseRow,
  'customer_code' | 'customer_name' | 'customer_lastname' | 'geo_location_id' | 'critical_moment_id' | 'created_at'
>;

/** Options of generateCustomerData. */
export interface CustomerDataOptions {
  /** Seed of every random choice (with the tenant id, so tenants differ for one seed). */
  seed: number;
  /** The demo's "today": nothing is dated after it. */
  today: Date;
  /** The tenant's survey responses: accounts are drawn from their customers. */
  responses?: readonly CustomerSource[];
  /** Number of client accounts (300 by default; fewer when the responses have fewer customers). */
  accounts?: number;
}

/** The rows of one tenant for client_accounts, messages, report_definitions and their sequences. */
export interface CustomerData {
  /** Tenant folder name, the tenant_id of every row. */
  tenantId: string;
  /** Client accounts, ids 1…n in created_at order. */
  clientAccounts: ClientAccountRow[];
  /** Messages, ids 1…n in created_at order. */
  messages: MessageRow[];
  /**
   * Saved reports (report_definitions of 0004): every response, one per leaf critical moment with
   * visible questions, alerts, comments, and the general indicators (else the first survey ones).
   */
  reportDefinitions: ReportDefinitionRow[];
  /** Last id used per table. */
  sequences: SequenceRow[];
}

/** Default number of client accounts per tenant. */
export const DEFAULT_CLIENT_ACCOUNTS = 300;

const DAY_MS = 24 * 60 * 60 * 1000;
const CHANNELS = ['EMAIL', 'SMS', 'WHATSAPP'] as const;
const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'error'] as const;
const DEFAULT_SEGMENTS = ['Particular', 'Empresa', 'Flota'];
const EMAIL_PROVIDERS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'correo.cl'];

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
}

function between(random: Random, from: number, to: number): Date {
  return new Date(Math.round(from + random.next() * Math.max(0, to - from)));
}

interface Customer {
  code: string;
  firstName: string;
  lastName: string;
  geo: number | null;
  moment: number | null;
  since: number;
}

function customersFromResponses(responses: readonly CustomerSource[]): Customer[] {
  const first = new Map<string, CustomerSource>();
  for (const r of responses) {
    const seen = first.get(r.customer_code);
    if (!seen || r.created_at.getTime() < seen.created_at.getTime()) first.set(r.customer_code, r);
  }
  return [...first.values()]
    .sort((a, b) => (a.customer_code < b.customer_code ? -1 : a.customer_code > b.customer_code ? 1 : 0))
    .map((r) => ({
      code: r.customer_code,
      firstName: r.customer_name,
      lastName: r.customer_lastname,
      geo: r.geo_location_id,
      moment: r.critical_moment_id,
      since: r.created_at.getTime(),
    }));
}

/**
 * Deterministic client accounts, messages and report definitions of one tenant. Accounts come
 * from the responses' customers when given (a seeded sample when there are more than asked),
 * else from faker's Spanish names; each gets 0–4 messages (invitations, reminders, thanks) in
 * the 13 months up to `today`. Same tenant files and options, same rows.
 */
export function generateCustomerData(files: TenantFiles, options: CustomerDataOptions): CustomerData {
  const tenantId = files.id;
  const tenant = files.tenant.value;
  const metadata = files.metadata.value;
  const seed = (Math.trunc(options.seed) ^ hashText(tenantId)) >>> 0;
  const random = createRandom(seed);
  const faker = new Faker({ locale: [es, en, base] });
  faker.seed(seed);
  const today = options.today.getTime();
  const start = today - 395 * DAY_MS;
  const wanted = Math.max(0, Math.trunc(options.accounts ?? DEFAULT_CLIENT_ACCOUNTS));

  const branches = treeLeaves(metadata.geographies.root).map((leaf) => leaf.node);
  const branchName = new Map(branches.map((b) => [b.id, b.name]));
  const moments = leafMoments(metadata.criticalMoments).map((m) => m.moment);
  const momentName = new Map(moments.map((m) => [m.id, m.name]));
  const segments = (metadata.clusters ?? []).map((c) => c.name);
  const segmentPool = segments.length ? segments : DEFAULT_SEGMENTS;

  let customers: Customer[];
  if (options.responses) {
    const all = customersFromResponses(options.responses);
    // A partial Fisher–Yates shuffle picks `wanted` customers without bias.
    for (let i = 0; i < Math.min(wanted, all.length); i++) {
      const j = random.int(i, all.length - 1);
      [all[i], all[j]] = [all[j] as Customer, all[i] as Customer];
    }
    customers = all.slice(0, wanted);
  } else {
    customers = Array.from({ length: wanted }, (_, i) => ({
      code: `CLI-${String(i + 1).padStart(6, '0')}`,
      firstName: faker.person.firstName(),
      lastName: `${faker.person.lastName()} ${faker.person.lastName()}`,
      geo: branches.length ? random.pick(branches).id : null,
      moment: moments.length ? random.pick(moments).id : null,
      since: between(random, start, today).getTime(),
    }));
  }

  const accounts = customers.map((c) => {
    const firstName = c.firstName || faker.person.firstName();
    const lastName = c.lastName || faker.person.lastName();
    const email = random.chance(0.92)
      ? `${ascii(firstName)}.${ascii(lastName.split(' ')[0] ?? '')}${random.int(1, 99)}@${random.pick(EMAIL_PROVIDERS)}`
      : null;
    const phone = random.chance(0.85) ? faker.phone.number() : null;
    const created = between(random, Math.max(start - 365 * DAY_MS, c.since - 120 * DAY_MS), c.since);
    const row: ClientAccountRow = {
      tenant_id: tenantId,
      id: 0,
      customer_code: c.code,
      name: `${firstName} ${lastName}`.trim(),
      email,
      phone,
      segment: random.pick(segmentPool),
      geo_location_id: c.geo,
      created_at: created,
    };
    return { row, customer: c, firstName };
  });
  accounts.sort(
    (a, b) =>
      a.row.created_at.getTime() - b.row.created_at.getTime() || (a.row.customer_code < b.row.customer_code ? -1 : 1),
  );
  accounts.forEach((a, i) => {
    a.row.id = i + 1;
  });

  const messageCount = weightedPicker([0, 1, 2, 3, 4], [1, 3, 3, 2, 1]);
  const channel = weightedPicker(CHANNELS, [5, 2, 3]);
  const status = weightedPicker(MESSAGE_STATUSES, [2, 4, 5, 1]);
  const messages: MessageRow[] = [];
  for (const { row, customer, firstName } of accounts) {
    const count = messageCount(random);
    for (let i = 0; i < count; i++) {
      const moment =
        momentName.get(customer.moment ?? -1) ?? (moments.length ? random.pick(moments).name : 'su visita');
      const branch = branchName.get(customer.geo ?? -1) ?? tenant.name;
      const created = between(random, Math.max(row.created_at.getTime(), start), today);
      const state = status(random);
      const kind = random.int(0, 2);
      const topic = moment.toLowerCase();
      const subject =
        kind === 0
          ? `¿Cómo fue su experiencia de ${topic}?`
          : kind === 1
            ? `Recordatorio: su opinión sobre ${topic}`
            : 'Gracias por su respuesta';
      const body =
        kind === 0
          ? `Hola ${firstName}, gracias por elegir ${tenant.name}. Queremos conocer su opinión sobre ${topic} en ${branch}. Responder la encuesta toma menos de tres minutos.`
          : kind === 1
            ? `Hola ${firstName}, aún puede responder la encuesta de ${topic}. Su opinión nos ayuda a mejorar.`
            : `Hola ${firstName}, recibimos sus respuestas sobre ${topic}. ¡Gracias por ayudarnos a mejorar!`;
      messages.push({
        tenant_id: tenantId,
        id: 0,
        customer_code: row.customer_code,
        geo_location_id: row.geo_location_id,
        channel: channel(random),
        subject,
        body,
        status: state,
        created_at: created,
        read_at:
          state === 'read' ? new Date(Math.min(today, created.getTime() + random.int(5, 48 * 60) * 60_000)) : null,
      });
    }
  }
  messages.sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.customer_code < b.customer_code ? -1 : 1),
  );
  messages.forEach((m, i) => {
    m.id = i + 1;
  });

  const visibleMoments = leafMoments(metadata.criticalMoments).filter((m) =>
    m.questions.some((q) => q.type !== 'CALCULATED' && !q.hidden),
  );
  const surveyIndicators = Object.entries(files.indicators.value.indicators)
    .filter(([, d]) => d.source === 'survey')
    .map(([name]) => name);
  const general = GENERAL_INDICATORS.filter((name) => surveyIndicators.includes(name));
  const indicators = general.length ? general : surveyIndicators.slice(0, 10);
  const definitions: Omit<ReportDefinitionRow, 'tenant_id' | 'id' | 'active' | 'created_at' | 'updated_at'>[] = [
    {
      name: 'Respuestas de encuestas',
      description: 'Todas las respuestas del período, con cada pregunta.',
      type: 'SURVEY_RESPONSES',
      critical_moment_id: null,
      indicators: [],
      question_ids: [],
    },
    ...visibleMoments.map((m) => ({
      name: `Respuestas de ${m.moment.name}`,
      description: `Respuestas de ${m.moment.name.toLowerCase()}, con cada pregunta de su encuesta.`,
      type: 'SURVEY_RESPONSES' as const,
      critical_moment_id: m.moment.id,
      indicators: [],
      question_ids: [],
    })),
    {
      name: 'Alertas',
      description: 'Alertas del período con su tipo, estado y tiempos de respuesta.',
      type: 'ALERTS',
      critical_moment_id: null,
      indicators: [],
      question_ids: [],
    },
    {
      name: 'Comentarios',
      description: 'Comentarios de los clientes con su sentimiento y etiquetas.',
      type: 'COMMENTS',
      critical_moment_id: null,
      indicators: [],
      question_ids: [],
    },
    ...(indicators.length
      ? [
          {
            name: 'Indicadores generales',
            description: 'Indicadores de cada momento crítico en el período.',
            type: 'INDICATORS' as const,
            critical_moment_id: null,
            indicators: [...indicators],
            question_ids: [],
          },
        ]
      : []),
  ];
  const reportDefinitions: ReportDefinitionRow[] = definitions.map((d, i) => ({
    ...d,
    tenant_id: tenantId,
    id: i + 1,
    active: true,
    created_at: new Date(today),
    updated_at: new Date(today),
  }));

  return {
    tenantId,
    clientAccounts: accounts.map((a) => a.row),
    messages,
    reportDefinitions,
    sequences: [
      { tenant_id: tenantId, name: 'client_accounts', value: accounts.length },
      { tenant_id: tenantId, name: 'messages', value: messages.length },
      { tenant_id: tenantId, name: 'report_definitions', value: reportDefinitions.length },
    ],
  };
}

const CHUNK = 500;

/**
 * Writes one tenant's customer data in one transaction, replacing the tenant's previous rows of
 * the three tables (a re-seed gives the same state, never a mix) and setting their sequences.
 * Needs migrations 0002 (client_accounts, messages) and 0004 (report_definitions).
 */
export async function writeCustomerData(db: Kysely<Database>, data: CustomerData): Promise<void> {
  const write = async (trx: ReturnType<typeof customerDb>): Promise<void> => {
    for (const table of ['client_accounts', 'messages', 'report_definitions'] as const) {
      await trx.deleteFrom(table).where('tenant_id', '=', data.tenantId).execute();
    }
    for (let i = 0; i < data.clientAccounts.length; i += CHUNK) {
      await trx
        .insertInto('client_accounts')
        .values(data.clientAccounts.slice(i, i + CHUNK))
        .execute();
    }
    for (let i = 0; i < data.messages.length; i += CHUNK) {
      await trx
        .insertInto('messages')
        .values(data.messages.slice(i, i + CHUNK))
        .execute();
    }
    if (data.reportDefinitions.length) {
      await trx.insertInto('report_definitions').values(data.reportDefinitions).execute();
    }
    for (const sequence of data.sequences) {
      await trx
        .insertInto('sequences')
        .values(sequence)
        .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ value: sequence.value }))
        .execute();
    }
  };
  // Inside the caller's transaction when given one (the demo seed's, so a tenant is all or nothing).
  if (db.isTransaction) await write(customerDb(db));
  else await customerDb(db).transaction().execute(write);
}
