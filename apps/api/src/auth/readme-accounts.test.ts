import fs from 'node:fs';
import path from 'node:path';
import { MENU_PAGES, menuFor, showsHeaderControls, signInRefusal, type AccessAccount } from '@voz/core';
import type { GeoNode } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { planDemoAccounts, type DemoAccountSpec } from './demoAccounts.js';
import { PERMISSION_SECTIONS } from './permissions.js';

// The README's table of demo accounts says what each account sees. Every row is checked here against
// the accounts ensureDemoAccounts makes and the menu and sign-in rules of packages/core, row by row:
// a row this file does not check, or whose words differ from those it checks, fails. Where the
// portal lands each kind of account is checked in the browser too (apps/portal/e2e/sign-in.spec.ts:
// admin@ and root@ on the empty-menu page, consultor@ refused, analista@, lector@ and the level
// accounts on /dashboard with their menus; password-reset.spec.ts: nuevo@).

const store = new TenantStore(path.join(REPO, 'dashboards'));
const plan = planDemoAccounts(store);
const tenants = store.tenantIds();
const ALL_PAGES = new Set(MENU_PAGES.map((p) => p.key));

/** The accounts of a README row: `admin@<t>.demo` is one account per tenant. */
function accountsOf(pattern: string): DemoAccountSpec[] {
  if (!pattern.includes('<t>')) return plan.accounts.filter((a) => a.email === pattern);
  if (pattern.startsWith('<level>')) return plan.accounts.filter((a) => a.profile === 'Nivel');
  const local = pattern.slice(0, pattern.indexOf('@'));
  return tenants.map((t) => plan.accounts.find((a) => a.email === `${local}@${t}.demo`)).filter((a) => a !== undefined);
}

/** The account as the core rules read it: roles and the first profile's access map. */
function access(account: DemoAccountSpec): AccessAccount {
  const profile = plan.profiles.find((p) => p.tenantId === account.tenantId && p.name === account.profile);
  return { authorities: account.authorities, userProfiles: profile ? [{ config: { access: profile.access } }] : [] };
}

function menuKeys(account: DemoAccountSpec, tenantId = account.tenantId): string[] {
  const tenant = store.get(tenantId)!.tenant.value;
  return menuFor(access(account), tenant, ALL_PAGES).map((item) => item.key);
}

function rootsOf(account: DemoAccountSpec): { geo: number; logical: number; moment: number } {
  const metadata = store.get(account.tenantId)!.metadata.value;
  return { geo: metadata.geographies.root.id, logical: metadata.logicals.id, moment: metadata.criticalMoments.id };
}

function expectWholeTenant(account: DemoAccountSpec): void {
  const roots = rootsOf(account);
  expect(account, account.email).toMatchObject({
    geoLocations: [roots.geo],
    logicalLocations: [roots.logical],
    criticalMoments: [roots.moment],
  });
}

/** The admin-area pages only (which the portal leaves out until they are built: an empty menu). */
function expectOnlyAdministration(account: DemoAccountSpec, tenantId = account.tenantId): void {
  const keys = menuKeys(account, tenantId);
  expect(keys.length, account.email).toBeGreaterThan(0);
  for (const key of keys) expect(MENU_PAGES.find((p) => p.key === key)?.area, `${account.email}: ${key}`).toBe('admin');
  expect(showsHeaderControls(access(account)), account.email).toBe(false);
  expect(signInRefusal(access(account)), account.email).toBeNull();
}

/** Depth of a node in a geography tree (the root is 1), or 0. */
function depthOf(root: GeoNode, id: number, depth = 1): number {
  if (root.id === id) return depth;
  for (const child of root.children ?? []) {
    const found = depthOf(child, id, depth + 1);
    if (found > 0) return found;
  }
  return 0;
}

/** What each row says, and its check. */
const ROWS: Record<string, { role: string; sees: string; check: (accounts: DemoAccountSpec[]) => void }> = {
  '`root@voz.demo`': {
    role: 'ROLE_ROOT (platform account)',
    sees:
      "The portal's empty-menu page: §6 gives it only Companies, whose administration is not built yet; acts on " +
      'any tenant (chosen at sign-in with `tenant`)',
    check: ([root]) => {
      expect(root).toMatchObject({ authorities: ['ROLE_ROOT'], grants: ['*'] });
      for (const t of tenants) {
        expectOnlyAdministration(root!, t);
        expect(menuKeys(root!, t)).toEqual(['admin-companies']);
      }
    },
  },
  '`consultor@voz.demo`': {
    role: 'ROLE_CONSULTANT (platform account)',
    sees: 'Any tenant, in the dashboard editor; the portal refuses it (it has no profile)',
    check: ([consultant]) => {
      expect(consultant).toMatchObject({ authorities: ['ROLE_CONSULTANT'], grants: ['*'], profile: null });
      expect(signInRefusal(access(consultant!))).toBe('noAccess');
    },
  },
  '`admin@<t>.demo`': {
    role: 'ROLE_ADMIN',
    sees:
      "The portal's empty-menu page, without filters or counter: the tenant's administration is not built yet; " +
      'the whole tenant',
    check: (admins) => {
      for (const admin of admins) {
        expect(admin.authorities).toContain('ROLE_ADMIN');
        expectOnlyAdministration(admin);
        expectWholeTenant(admin);
      }
    },
  },
  '`analista@<t>.demo`': {
    role: 'profile Analista',
    sees: "Every section and action; the tenant's highest level; the whole tenant",
    check: (analysts) => {
      for (const analyst of analysts) {
        expect(access(analyst).userProfiles[0]?.config.access, analyst.email).toEqual(PERMISSION_SECTIONS);
        const levels = store.get(analyst.tenantId)!.tenant.value.levels;
        const highest = Math.min(...levels.map((l) => l.geoLevel));
        expect(levels.find((l) => l.id === analyst.level)?.geoLevel, analyst.email).toBe(highest);
        expectWholeTenant(analyst);
      }
    },
  },
  '`lector@<t>.demo`': {
    role: 'profile Lector',
    sees: 'Only the dashboard section; the whole tenant',
    check: (readers) => {
      for (const reader of readers) {
        expect(menuKeys(reader), reader.email).toEqual(['dashboard']);
        expectWholeTenant(reader);
      }
    },
  },
  '`nuevo@<t>.demo`': {
    role: 'first sign-in',
    sees: 'Not activated, temporary password: must set a new one (reset at every demo start)',
    check: (newcomers) => {
      for (const newcomer of newcomers) expect(newcomer, newcomer.email).toMatchObject({ firstLogin: true });
    },
  },
  '`<level>@<t>.demo`': {
    role: 'profile Nivel',
    sees: "One account per level of the tenant's assignment rules, scoped to one node of that level",
    check: (levelAccounts) => {
      for (const t of tenants) {
        const tenant = store.get(t)!.tenant.value;
        const named = new Set(tenant.assignment.rules.flatMap((rule) => rule.when.levels ?? []));
        const mine = levelAccounts.filter((a) => a.tenantId === t);
        expect(new Set(mine.map((a) => a.level)), t).toEqual(named);
        for (const account of mine) {
          const level = tenant.levels.find((l) => l.id === account.level)!;
          expect(account.geoLocations, account.email).toHaveLength(1);
          const root = store.get(t)!.metadata.value.geographies.root;
          expect(depthOf(root, account.geoLocations[0]!), account.email).toBe(level.geoLevel);
        }
      }
    },
  },
};

/** The rows of the README's table of demo accounts: account, role, sees. */
function readmeRows(): Map<string, { role: string; sees: string }> {
  const readme = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('## The reference backend'));
  const rows = new Map<string, { role: string; sees: string }>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const [account = '', role = '', sees = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(account, { role, sees });
  }
  return rows;
}

describe("the README's demo accounts", () => {
  const rows = readmeRows();

  it('lists exactly the rows checked here, in the words checked here', () => {
    expect([...rows.keys()]).toEqual(Object.keys(ROWS));
    for (const [account, { role, sees }] of Object.entries(ROWS))
      expect(rows.get(account), account).toEqual({ role, sees });
  });

  it.each(Object.keys(ROWS))('%s: what the row says holds', (account) => {
    const accounts = accountsOf(account.replace(/`/g, ''));
    expect(accounts.length, account).toBeGreaterThan(0);
    ROWS[account]!.check(accounts);
  });

  it('names the auto-b level accounts and their scopes as they are', () => {
    const byEmail = new Map(plan.accounts.map((a) => [a.email, a]));
    const nameOf = (email: string): string | undefined => {
      const account = byEmail.get(email)!;
      const find = (node: GeoNode): GeoNode | undefined =>
        node.id === account.geoLocations[0] ? node : (node.children ?? []).map(find).find((n) => n !== undefined);
      return find(store.get(account.tenantId)!.metadata.value.geographies.root)?.name;
    };
    for (const email of ['cxo@auto-b.demo', 'national@auto-b.demo']) expectWholeTenant(byEmail.get(email)!);
    expect(nameOf('zonal@auto-b.demo')).toBe('Norte');
    expect(nameOf('distributor@auto-b.demo')).toBe('Automotora Pampa Norte');
    for (const email of ['zonal@auto-m.demo', 'external@health.demo', 'marketing@pension.demo', 'terminal@bus.demo']) {
      expect(byEmail.has(email), email).toBe(true);
    }
  });
});
