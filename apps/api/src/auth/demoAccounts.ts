import { ruleMomentTest, selectionTestHolds } from '@voz/core';
import type { Tenant } from '@voz/schema';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { reserveIds } from '../db/sequences.js';
import { PLATFORM_TENANT } from '../http/principal.js';
import type { TenantFiles, TenantStore } from '../tenants/TenantStore.js';
import { hashPassword } from './passwords.js';
import { fullAccess } from './permissions.js';
import { normalizeLogin } from './sign-in.js';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Access map of the profile given to the level accounts (`<level>@<t>.demo`): every dashboard page
 * (each still shows only where the tenant assigns the level a dashboard), surveys, alerts, plans, reports.
 */
export const LEVEL_ACCESS: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['main'],
  'extended-dashboard': ['main'],
  'social-listening': ['main'],
  'survey-stats': ['main'],
  alerts: ['main', 'stats', 'detail'],
  'action-plans': ['main'],
  reports: ['main'],
};

/** Names of the profiles created in every tenant. */
export type DemoProfileName = 'Analista' | 'Lector' | 'Nivel';

/** One demo profile (a row of `profiles`). */
export interface DemoProfileSpec {
  /** Tenant folder. */
  tenantId: string;
  /** Profile name, unique in the tenant. */
  name: DemoProfileName;
  /** Section -> actions. */
  access: Record<string, string[]>;
}

/** One demo account, as ensureDemoAccounts writes it and the README lists it. */
export interface DemoAccountSpec {
  /** Tenant whose accounts table holds it (`_platform` for root and the consultant). */
  tenantId: string;
  /** Sign-in e-mail (lower-case). */
  email: string;
  firstName: string;
  lastName: string;
  /** Roles. */
  authorities: string[];
  /** User level (tenant.json `levels`), or null. */
  level: string | null;
  /** Profile of the tenant, by name, or null (admins and platform accounts need none). */
  profile: DemoProfileName | null;
  /** Geography scope (ids). */
  geoLocations: number[];
  /** Logical-location scope (ids). */
  logicalLocations: number[];
  /** Critical-moment scope (ids). */
  criticalMoments: number[];
  /** Critical moment the portal's filters start on. */
  defaultCriticalMoment: number | null;
  /** Tenants a platform account may act on ('*' for all). */
  grants: string[];
  /** Put back to "not activated, temporary password demo1234" at every call (nuevo@). */
  firstLogin: boolean;
  /** Role, for the README. */
  role: string;
  /** What the account sees, for the README. */
  sees: string;
}

/** What one call of ensureDemoAccounts did. */
export interface DemoAccountsSummary {
  /** Accounts inserted. */
  created: number;
  /** Accounts that existed and were brought back to their definition. */
  updated: number;
  /** Profiles inserted or updated. */
  profiles: number;
}

/** The first node at a depth of a tree (the root is depth 1), in document (pre-)order. */
function firstAtDepth<T extends { id: number; children?: T[] }>(root: T, depth: number): T | undefined {
  if (depth <= 1) return root;
  for (const child of root.children ?? []) {
    const found = firstAtDepth(child, depth - 1);
    if (found) return found;
  }
  return undefined;
}

function tenantAccounts(files: TenantFiles): DemoAccountSpec[] {
  const t = files.id;
  const tenant = files.tenant.value;
  const metadata = files.metadata.value;
  const roots = {
    geo: metadata.geographies.root.id,
    logical: metadata.logicals.id,
    criticalMoment: metadata.criticalMoments.id,
  };
  const base = { tenantId: t, grants: [] as string[], firstLogin: false, defaultCriticalMoment: null };
  const whole = {
    geoLocations: [roots.geo],
    logicalLocations: [roots.logical],
    criticalMoments: [roots.criticalMoment],
  };
  // The highest level: lowest geoLevel, the first in tenant.json order among equals.
  const highest = tenant.levels.reduce<(typeof tenant.levels)[number] | undefined>(
    (best, level) => (best === undefined || level.geoLevel < best.geoLevel ? level : best),
    undefined,
  );
  const accounts: DemoAccountSpec[] = [
    {
      ...base,
      ...whole,
      email: `admin@${t}.demo`,
      firstName: 'Administrador',
      lastName: tenant.name,
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
      level: null,
      profile: null,
      role: 'ROLE_ADMIN',
      sees: `The portal's empty-menu page (the administration of ${t} is not built yet); the whole tenant, no filter restriction`,
    },
    {
      ...base,
      ...whole,
      email: `analista@${t}.demo`,
      firstName: 'Analista',
      lastName: tenant.name,
      authorities: ['ROLE_USER'],
      level: highest?.id ?? null,
      profile: 'Analista',
      role: 'profile Analista',
      sees: `Every section and action${highest ? `; level ${highest.id}` : ''}; the whole tenant`,
    },
    {
      ...base,
      ...whole,
      email: `lector@${t}.demo`,
      firstName: 'Lector',
      lastName: tenant.name,
      authorities: ['ROLE_USER'],
      level: null,
      profile: 'Lector',
      role: 'profile Lector',
      sees: 'Only the dashboard section; the whole tenant',
    },
    {
      ...base,
      ...whole,
      email: `nuevo@${t}.demo`,
      firstName: 'Usuario',
      lastName: 'Nuevo',
      authorities: ['ROLE_USER'],
      level: null,
      profile: 'Lector',
      firstLogin: true,
      role: 'profile Lector, first sign-in',
      sees: 'Not activated, temporary password: must set a new one at sign-in (reset at every demo start); then the dashboard section',
    },
  ];
  const named = new Set(tenant.assignment.rules.flatMap((rule) => rule.when.levels ?? []));
  const taken = new Set(accounts.map((a) => a.email));
  for (const level of tenant.levels) {
    const email = `${level.id.toLowerCase()}@${t}.demo`;
    if (!named.has(level.id) || taken.has(email)) continue;
    const node = firstAtDepth(metadata.geographies.root, level.geoLevel);
    if (!node) continue;
    taken.add(email);
    const moment = defaultMoment(tenant, level.id);
    accounts.push({
      ...base,
      email,
      firstName: level.label.es,
      lastName: tenant.name,
      authorities: ['ROLE_USER'],
      level: level.id,
      profile: 'Nivel',
      geoLocations: [node.id],
      logicalLocations: [roots.logical],
      criticalMoments: [roots.criticalMoment],
      defaultCriticalMoment: moment ?? null,
      role: `profile Nivel, level ${level.id}`,
      sees:
        `Dashboard, survey stats, alerts (list, stats, detail), action plans, reports; ` +
        (node.id === roots.geo ? 'the whole tenant' : `only ${node.name} (geography level ${level.geoLevel})`),
    });
  }
  return accounts;
}

/**
 * The critical moment a level's demo account starts on: of the first rule for the level that tests the
 * moments, the first moment (of the ids it names, then the root) that, selected alone, meets its test;
 * undefined when no rule for the level tests the moments.
 */
function defaultMoment(tenant: Tenant, level: string): number | undefined {
  const root = tenant.rootIds.criticalMoment;
  for (const rule of tenant.assignment.rules) {
    const test = ruleMomentTest(rule);
    if (!rule.when.levels?.includes(level) || test === undefined) continue;
    const named = [
      ...(test.includesAny ?? []),
      ...(test.includesAll ?? []),
      ...(test.equals ?? []),
      ...(test.within ?? []),
    ];
    return [...named, root].find((id) => selectionTestHolds(test, [id], root));
  }
  return undefined;
}

/** The demo profiles and accounts for the tenant folders of a store, in id order. */
export function planDemoAccounts(store: TenantStore): { profiles: DemoProfileSpec[]; accounts: DemoAccountSpec[] } {
  const profiles: DemoProfileSpec[] = [];
  const accounts: DemoAccountSpec[] = [
    {
      tenantId: PLATFORM_TENANT,
      email: 'root@voz.demo',
      firstName: 'Operador',
      lastName: 'Raíz',
      authorities: ['ROLE_ROOT'],
      level: null,
      profile: null,
      geoLocations: [],
      logicalLocations: [],
      criticalMoments: [],
      defaultCriticalMoment: null,
      grants: ['*'],
      firstLogin: false,
      role: 'ROLE_ROOT (platform account)',
      sees:
        "The portal's empty-menu page (Companies, its only section, is not built yet); acts on any tenant " +
        '(chosen at sign-in with `tenant`, default the first)',
    },
    {
      tenantId: PLATFORM_TENANT,
      email: 'consultor@voz.demo',
      firstName: 'Consultor',
      lastName: 'Voz',
      authorities: ['ROLE_CONSULTANT'],
      level: null,
      profile: null,
      geoLocations: [],
      logicalLocations: [],
      criticalMoments: [],
      defaultCriticalMoment: null,
      grants: ['*'],
      firstLogin: false,
      role: 'ROLE_CONSULTANT (platform account)',
      sees: 'Any tenant, whole data, for the dashboard editor (tenant chosen at sign-in); the portal refuses it',
    },
  ];
  for (const tenantId of store.tenantIds()) {
    const files = store.get(tenantId);
    if (!files) continue;
    profiles.push(
      { tenantId, name: 'Analista', access: fullAccess() },
      { tenantId, name: 'Lector', access: { dashboard: ['main'] } },
      {
        tenantId,
        name: 'Nivel',
        access: Object.fromEntries(Object.entries(LEVEL_ACCESS).map(([s, actions]) => [s, [...actions]])),
      },
    );
    accounts.push(...tenantAccounts(files));
  }
  return { profiles, accounts };
}

/** One line of the README's table of demo accounts. */
export interface DemoAccountDoc {
  /** Sign-in e-mail (password DEMO_PASSWORD). */
  email: string;
  /** Tenant folder, or `_platform`. */
  tenant: string;
  /** Role or profile. */
  role: string;
  /** What the account sees. */
  sees: string;
}

/** The demo accounts for the README: e-mail, tenant, role, what each sees. */
export function demoAccountsDoc(store: TenantStore): DemoAccountDoc[] {
  return planDemoAccounts(store).accounts.map((a) => ({
    email: a.email,
    tenant: a.tenantId,
    role: a.role,
    sees: a.sees,
  }));
}

/** demoAccountsDoc as a Markdown table. */
export function demoAccountsMarkdown(store: TenantStore): string {
  const rows = demoAccountsDoc(store).map((d) => `| \`${d.email}\` | ${d.tenant} | ${d.role} | ${d.sees} |`);
  return [
    `Password of every account: \`${DEMO_PASSWORD}\`.`,
    '',
    '| account | tenant | role | sees |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The account columns a demo account's spec sets (the password and states aside). */
const ACCOUNT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'authorities',
  'level',
  'profile_id',
  'default_critical_moment',
  'geo_locations',
  'logical_locations',
  'critical_moments',
  'grants',
] as const;

/** JSON values equal whatever the order of their objects' keys (jsonb keeps its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The id after the table's highest. Not db/sequences.ts's nextId, which never goes back below the
 * `sequences` row: where the highest ids were deleted, this hands them out again, as the demo
 * always has (a change of which id a recreated demo account gets would be a change of behaviour).
 */
async function nextId(trx: Transaction<Database>, table: 'accounts' | 'profiles', tenantId: string): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/**
 * Creates or brings back the demo profiles and accounts (demo mode only), in one transaction:
 * `root@voz.demo` and `consultor@voz.demo` (platform accounts granted every tenant), and per tenant
 * folder admin@, analista@, lector@, nuevo@ and one `<level>@<t>.demo` per level the assignment
 * rules name. Idempotent: rows are found by e-mail (profiles by name), so on an empty database the
 * ids are 1..n in planDemoAccounts order, and a second call updates the rows that differ from the
 * plan (`updated` counts them). Passwords set by users are kept, except nuevo@'s: it goes back to
 * "not activated, temporary password demo1234" every time (and its unused reset links are revoked,
 * as of `now`). The `sequences` rows 'accounts' and 'profiles' are kept at least at the highest id.
 */
export async function ensureDemoAccounts(
  db: Kysely<Database>,
  store: TenantStore,
  options: { now?: Date } = {},
): Promise<DemoAccountsSummary> {
  const plan = planDemoAccounts(store);
  // One scrypt for all: the accounts share a published password, so a shared salt reveals nothing.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = options.now ?? new Date();
  const summary: DemoAccountsSummary = { created: 0, updated: 0, profiles: 0 };
  await db.transaction().execute(async (trx) => {
    // What is there already, in three reads: a later start finds every row in place and writes only
    // what differs (nuevo@ always), instead of a read and a write a row (BENCHMARKS.md, "Later starts").
    const tenantIds = [...new Set([...plan.accounts.map((a) => a.tenantId), ...plan.profiles.map((p) => p.tenantId)])];
    const profileRows = tenantIds.length
      ? await trx
          .selectFrom('profiles')
          .select(['tenant_id', 'id', 'name', 'access'])
          .where('tenant_id', 'in', tenantIds)
          .execute()
      : [];
    const profilesByName = new Map(profileRows.map((row) => [`${row.tenant_id}/${row.name}`, row]));
    const emails = plan.accounts.map((spec) => normalizeLogin(spec.email));
    const logins = emails.length
      ? await trx
          .selectFrom('logins')
          .select(['email', 'tenant_id', 'account_id'])
          .where('email', 'in', emails)
          .execute()
      : [];
    const loginByEmail = new Map(logins.map((row) => [row.email, row]));
    const accountRows = tenantIds.length
      ? await trx
          .selectFrom('accounts')
          .select(['tenant_id', 'id', ...ACCOUNT_FIELDS])
          .where('tenant_id', 'in', tenantIds)
          .where('id', 'in', logins.length ? logins.map((row) => row.account_id) : [0])
          .execute()
      : [];
    const accountById = new Map(accountRows.map((row) => [`${row.tenant_id}/${row.id}`, row]));

    const profileIds = new Map<string, number>();
    for (const profile of plan.profiles) {
      const existing = profilesByName.get(`${profile.tenantId}/${profile.name}`);
      let id: number;
      if (existing) {
        id = existing.id;
        if (!sameJson(existing.access, profile.access)) {
          await trx
            .updateTable('profiles')
            .set({ access: JSON.stringify(profile.access) })
            .where('tenant_id', '=', profile.tenantId)
            .where('id', '=', id)
            .execute();
        }
      } else {
        id = await nextId(trx, 'profiles', profile.tenantId);
        await trx
          .insertInto('profiles')
          .values({ tenant_id: profile.tenantId, id, name: profile.name, access: JSON.stringify(profile.access) })
          .execute();
      }
      profileIds.set(`${profile.tenantId}/${profile.name}`, id);
      summary.profiles += 1;
    }

    for (const spec of plan.accounts) {
      const email = normalizeLogin(spec.email);
      const fields = {
        email,
        first_name: spec.firstName,
        last_name: spec.lastName,
        authorities: spec.authorities,
        level: spec.level,
        profile_id: spec.profile === null ? null : (profileIds.get(`${spec.tenantId}/${spec.profile}`) ?? null),
        default_critical_moment: spec.defaultCriticalMoment,
        geo_locations: spec.geoLocations,
        logical_locations: spec.logicalLocations,
        critical_moments: spec.criticalMoments,
        grants: spec.grants,
      };
      const firstLogin = spec.firstLogin
        ? { password_hash: passwordHash, activated: false, temporal_pass: true, enabled: true }
        : {};
      const login = loginByEmail.get(email);
      const existing =
        login?.tenant_id === spec.tenantId ? accountById.get(`${spec.tenantId}/${login.account_id}`) : undefined;
      if (existing) {
        // nuevo@ goes back to its first-login state every time; the others when their spec changed.
        if (spec.firstLogin || ACCOUNT_FIELDS.some((field) => !sameJson(existing[field], fields[field]))) {
          await trx
            .updateTable('accounts')
            .set({ ...fields, ...firstLogin })
            .where('tenant_id', '=', spec.tenantId)
            .where('id', '=', existing.id)
            .execute();
          summary.updated += 1;
        }
        if (spec.firstLogin) {
          // Links sent before the reset would let someone skip the first-login flow.
          await trx
            .updateTable('password_tokens')
            .set({ used_at: now })
            .where('tenant_id', '=', spec.tenantId)
            .where('account_id', '=', existing.id)
            .where('used_at', 'is', null)
            .execute();
        }
        continue;
      }
      const id = await nextId(trx, 'accounts', spec.tenantId);
      await trx
        .insertInto('accounts')
        .values({
          tenant_id: spec.tenantId,
          id,
          password_hash: passwordHash,
          phone: null,
          activated: !spec.firstLogin,
          temporal_pass: spec.firstLogin,
          enabled: true,
          ...fields,
        })
        .execute();
      await trx
        .insertInto('logins')
        .values({ email, tenant_id: spec.tenantId, account_id: id })
        .onConflict((oc) => oc.column('email').doUpdateSet({ tenant_id: spec.tenantId, account_id: id }))
        .execute();
      summary.created += 1;
    }

    // Reserving none only brings each sequence up to the table's highest id.
    for (const tenantId of tenantIds) {
      await reserveIds(trx, tenantId, 'accounts', 0);
      if (plan.profiles.some((p) => p.tenantId === tenantId)) await reserveIds(trx, tenantId, 'profiles', 0);
    }
  });
  return summary;
}
