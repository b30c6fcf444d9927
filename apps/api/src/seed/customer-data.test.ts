import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { DEFAULT_CLIENT_ACCOUNTS, generateCustomerData } from './customer-data.js';
import { fixtureResponses } from '../customers/test-fixtures.js';

const store = new TenantStore(path.join(REPO, 'dashboards'));
const files = store.get('auto-b')!;
const today = new Date('2026-11-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('generateCustomerData', { timeout: 30_000 }, () => {
  it('is deterministic for a seed and differs for another', () => {
    const a = generateCustomerData(files, { seed: 42, today });
    const b = generateCustomerData(files, { seed: 42, today });
    expect(a).toEqual(b);
    const c = generateCustomerData(files, { seed: 43, today });
    expect(c.clientAccounts.map((x) => x.name)).not.toEqual(a.clientAccounts.map((x) => x.name));
  });

  it('makes a few hundred accounts on branches, with ids in creation order, none after today', () => {
    const data = generateCustomerData(files, { seed: 1, today });
    const branches = new Set(files.trees.geographies.leaves());
    expect(data.clientAccounts).toHaveLength(DEFAULT_CLIENT_ACCOUNTS);
    expect(new Set(data.clientAccounts.map((a) => a.customer_code)).size).toBe(DEFAULT_CLIENT_ACCOUNTS);
    data.clientAccounts.forEach((account, i) => {
      expect(account.id).toBe(i + 1);
      expect(account.tenant_id).toBe('auto-b');
      expect(branches.has(account.geo_location_id!)).toBe(true);
      expect(account.created_at.getTime()).toBeLessThanOrEqual(today.getTime());
      if (i > 0) expect(account.created_at >= data.clientAccounts[i - 1]!.created_at).toBe(true);
      if (account.email) expect(account.email).toMatch(/^[a-z0-9]+\.[a-z0-9]*\d+@[a-z.]+$/);
    });
    // Segments are the tenant's clusters.
    const clusters = new Set((files.metadata.value.clusters ?? []).map((c) => c.name));
    expect(data.clientAccounts.every((a) => clusters.has(a.segment!))).toBe(true);
  });

  it('sends each account 0–4 messages, within the last 13 months, read ones with their reading time', () => {
    const data = generateCustomerData(files, { seed: 5, today });
    const accounts = new Map(data.clientAccounts.map((a) => [a.customer_code, a]));
    expect(data.messages.length).toBeGreaterThan(DEFAULT_CLIENT_ACCOUNTS);
    expect(data.messages.length).toBeLessThanOrEqual(4 * DEFAULT_CLIENT_ACCOUNTS);
    data.messages.forEach((message, i) => {
      const account = accounts.get(message.customer_code)!;
      expect(message.id).toBe(i + 1);
      expect(message.geo_location_id).toBe(account.geo_location_id);
      expect(message.created_at.getTime()).toBeGreaterThanOrEqual(today.getTime() - 395 * DAY);
      expect(message.created_at.getTime()).toBeLessThanOrEqual(today.getTime());
      expect(['EMAIL', 'SMS', 'WHATSAPP']).toContain(message.channel);
      expect(message.read_at !== null).toBe(message.status === 'read');
      if (message.read_at) expect(message.read_at >= message.created_at).toBe(true);
      expect(message.body).toMatch(/^Hola /);
    });
    expect(new Set(data.messages.map((m) => m.status))).toEqual(new Set(['sent', 'delivered', 'read', 'error']));
  });

  it("draws the accounts from the responses' customers when given", () => {
    const responses = fixtureResponses('auto-b', 0);
    const customers = new Set(responses.map((r) => r.customer_code));
    const few = generateCustomerData(files, { seed: 3, today, responses, accounts: 10 });
    expect(few.clientAccounts).toHaveLength(10);
    const all = generateCustomerData(files, { seed: 3, today, responses });
    expect(all.clientAccounts).toHaveLength(customers.size);
    for (const account of all.clientAccounts) {
      const first = responses
        .filter((r) => r.customer_code === account.customer_code)
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())[0]!;
      expect(account.name).toBe(`${first.customer_name} ${first.customer_lastname}`);
      expect(account.geo_location_id).toBe(first.geo_location_id);
      expect(account.created_at.getTime()).toBeLessThanOrEqual(first.created_at.getTime());
    }
  });

  it('saves one report of every response and one per leaf moment, and the sequences', () => {
    const data = generateCustomerData(files, { seed: 9, today, accounts: 20 });
    expect(data.reportDefinitions.map((d) => [d.id, d.name, d.type, d.critical_moment_id])).toEqual([
      [1, 'Respuestas de encuestas', 'SURVEY_RESPONSES', null],
      [2, 'Respuestas de Venta', 'SURVEY_RESPONSES', 1],
      [3, 'Respuestas de Postventa', 'SURVEY_RESPONSES', 2],
      [4, 'Respuestas de Reparación', 'SURVEY_RESPONSES', 3],
      [5, 'Respuestas de Test drive', 'SURVEY_RESPONSES', 11251],
      [6, 'Alertas', 'ALERTS', null],
      [7, 'Comentarios', 'COMMENTS', null],
      [8, 'Indicadores generales', 'INDICATORS', null],
    ]);
    // The general indicators auto-b defines, in the report's column order.
    expect(data.reportDefinitions[7]!.indicators).toEqual(['CSAT_GENERAL', 'NPS_GENERAL']);
    expect(data.reportDefinitions.every((d) => d.active && d.question_ids.length === 0)).toBe(true);
    expect(data.sequences).toEqual([
      { tenant_id: 'auto-b', name: 'client_accounts', value: 20 },
      { tenant_id: 'auto-b', name: 'messages', value: data.messages.length },
      { tenant_id: 'auto-b', name: 'report_definitions', value: 8 },
    ]);
    expect(generateCustomerData(files, { seed: 9, today, accounts: 0 }).clientAccounts).toEqual([]);
  });
});
