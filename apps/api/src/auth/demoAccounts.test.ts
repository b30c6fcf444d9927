import path from 'node:path';
import { chooseDashboard } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { PLATFORM_TENANT } from '../http/principal.js';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import {
  DEMO_PASSWORD,
  demoAccountsDoc,
  demoAccountsMarkdown,
  LEVEL_ACCESS,
  planDemoAccounts,
} from './demoAccounts.js';
import { PERMISSION_SECTIONS } from './permissions.js';

const store = new TenantStore(path.join(REPO, 'dashboards'));

describe('demo accounts plan', () => {
  const plan = planDemoAccounts(store);
  const byEmail = new Map(plan.accounts.map((a) => [a.email, a]));

  it('lists the platform accounts, then per tenant admin, analista, lector, nuevo and one per assigned level', () => {
    expect(plan.accounts.filter((a) => a.tenantId === 'auto-b').map((a) => a.email)).toEqual([
      'admin@auto-b.demo',
      'analista@auto-b.demo',
      'lector@auto-b.demo',
      'nuevo@auto-b.demo',
      'cxo@auto-b.demo',
      'national@auto-b.demo',
      'zonal@auto-b.demo',
      'distributor@auto-b.demo',
    ]);
    expect(plan.accounts.slice(0, 2)).toMatchObject([
      { email: 'root@voz.demo', tenantId: PLATFORM_TENANT, authorities: ['ROLE_ROOT'], grants: ['*'] },
      { email: 'consultor@voz.demo', tenantId: PLATFORM_TENANT, authorities: ['ROLE_CONSULTANT'], grants: ['*'] },
    ]);
  });

  it('gives analista every section and action at the highest level, on the whole tenant', () => {
    const analista = byEmail.get('analista@auto-b.demo')!;
    expect(analista).toMatchObject({ level: 'cxo', profile: 'Analista', geoLocations: [10001] });
    const profile = plan.profiles.find((p) => p.tenantId === 'auto-b' && p.name === 'Analista')!;
    expect(profile.access).toEqual(PERMISSION_SECTIONS);
    expect(plan.profiles.find((p) => p.name === 'Lector')!.access).toEqual({ dashboard: ['main'] });
    expect(plan.profiles.find((p) => p.name === 'Nivel')!.access).toEqual(LEVEL_ACCESS);
  });

  it('scopes each level account to the first node at its geography level', () => {
    expect(byEmail.get('cxo@auto-b.demo')).toMatchObject({
      level: 'cxo',
      geoLocations: [10001],
      defaultCriticalMoment: null,
    });
    expect(byEmail.get('national@auto-b.demo')).toMatchObject({ geoLocations: [10001], defaultCriticalMoment: 1 });
    expect(byEmail.get('zonal@auto-b.demo')).toMatchObject({ level: 'zonal', geoLocations: [10010] });
    expect(byEmail.get('distributor@auto-b.demo')).toMatchObject({ level: 'distributor', geoLocations: [10101] });
  });

  it('marks only nuevo@ for the first-login state, one per tenant', () => {
    const tenants = [...new Set(plan.accounts.map((a) => a.tenantId))].filter((t) => t !== PLATFORM_TENANT);
    expect(tenants).toContain('auto-b');
    expect(plan.accounts.filter((a) => a.firstLogin).map((a) => a.email)).toEqual(
      tenants.map((t) => `nuevo@${t}.demo`),
    );
  });

  it("gives every level an account that lands on its level's dashboard, in every tenant", () => {
    const missing: string[] = [];
    for (const tenantId of store.tenantIds()) {
      const tenant = store.get(tenantId)!.tenant.value;
      const named = new Set(tenant.assignment.rules.flatMap((rule) => rule.when.levels ?? []));
      for (const level of named) {
        const account = byEmail.get(`${level.toLowerCase()}@${tenantId}.demo`);
        if (!account) {
          missing.push(`${tenantId}: no account for level ${level}`);
          continue;
        }
        const moments = account.defaultCriticalMoment === null ? [] : [account.defaultCriticalMoment];
        const chosen = chooseDashboard(tenant, { page: 'dashboard', level, criticalMoments: moments });
        // Chosen by a rule for the level (naming it, or every level: coffee's rules go by moment), not
        // only the page's default, and a file of the tenant.
        const levels = chosen?.rule == null ? undefined : tenant.assignment.rules[chosen.rule]?.when.levels;
        if (!chosen || chosen.rule === null || (levels !== undefined && !levels.includes(level)))
          missing.push(`${tenantId}: ${account.email} gets no dashboard of its level on /dashboard`);
        else if (!store.dashboardKeys(tenantId).includes(chosen.dashboard))
          missing.push(`${tenantId}: ${account.email} is given ${chosen.dashboard}, which is not a file`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the bank the role levels of platform-core §6, each with an account that has a dashboard', () => {
    // "One tenant has role levels: regional, branch, zone, steering committee, national, marketing,
    // mc, mistery, executive, seguros" (the bank: docs/catalogue.md says why).
    const ROLE_LEVELS = [
      'regional',
      'branch',
      'zone',
      'steering-committee',
      'national',
      'marketing',
      'mc',
      'mistery',
      'executive',
      'seguros',
    ];
    const bank = store.get('bank')!.tenant.value;
    expect(bank.levels.map((l) => l.id).sort()).toEqual([...ROLE_LEVELS].sort());
    for (const level of ROLE_LEVELS) {
      const account = byEmail.get(`${level}@bank.demo`);
      expect(account, level).toMatchObject({ level, profile: 'Nivel', tenantId: 'bank' });
      expect(chooseDashboard(bank, { page: 'dashboard', level, criticalMoments: [] }), level).toMatchObject({
        dashboard: 'demo',
        rule: 0,
      });
    }
    // The functional levels see the whole bank; regional and zone one zone; branch one branch.
    for (const level of ['national', 'executive', 'steering-committee', 'marketing', 'mc', 'mistery', 'seguros']) {
      expect(byEmail.get(`${level}@bank.demo`)?.geoLocations, level).toEqual([0]);
    }
    expect(byEmail.get('regional@bank.demo')?.geoLocations).toEqual([10]);
    expect(byEmail.get('zone@bank.demo')?.geoLocations).toEqual([10]);
    expect(byEmail.get('branch@bank.demo')?.geoLocations).toEqual([100]);
  });

  it('documents every account for the README', () => {
    const doc = demoAccountsDoc(store);
    expect(doc.map((d) => d.email)).toEqual(plan.accounts.map((a) => a.email));
    expect(doc.find((d) => d.email === 'zonal@auto-b.demo')!.sees).toContain('only Norte');
    const markdown = demoAccountsMarkdown(store);
    expect(markdown).toContain(`\`${DEMO_PASSWORD}\``);
    expect(markdown).toContain('| `root@voz.demo` | _platform | ROLE_ROOT (platform account) |');
    expect(markdown.split('\n').filter((l) => l.startsWith('| `'))).toHaveLength(doc.length);
  });
});
