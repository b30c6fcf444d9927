import fs from 'node:fs';
import type { IndicatorsFile, Tenant, TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { generateTenantData, type TenantSource } from './generateTenantData.js';

// The bus tenant declares the operation fields its responses carry (metadata.json
// responseContext.fields); the seed writes them. Both must agree, or a `context` grouping of the
// demo dashboard would find no rows.

const BUS = new URL('../../../../dashboards/bus/', import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(new URL(name, BUS), 'utf8')) as T;
const bus: TenantSource = {
  tenantId: 'bus',
  tenant: readJson<Tenant>('tenant.json'),
  metadata: readJson<TenantMetadata>('metadata.json'),
  indicators: readJson<IndicatorsFile>('indicators.json'),
};

describe('bus operation fields', () => {
  const data = generateTenantData(bus, { today: new Date('2026-11-15T15:00:00Z'), responses: 400, seed: 3 });
  const fields = bus.metadata.responseContext?.fields ?? [];

  it('are the fields every seeded response carries, with the declared types', () => {
    expect(fields.map((f) => f.name).sort()).toEqual(
      ['fFechaViaje', 'nAutobus', 'nOperacion', 'sDestino', 'sNomOperador1', 'sOrigen'].sort(),
    );
    expect(data.surveyResponses.length).toBe(400);
    for (const response of data.surveyResponses) {
      const context = response.context ?? {};
      expect(Object.keys(context).sort()).toEqual(fields.map((f) => f.name).sort());
      for (const field of fields) {
        const value = context[field.name];
        if (field.type === 'number') expect(typeof value).toBe('number');
        else if (field.type === 'date') expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(typeof value === 'string' && value !== '').toBe(true);
      }
    }
  });

  it('give the trip survey advisors (the drivers of the advisor table)', () => {
    const trips = data.surveyResponses.filter((r) => r.critical_moment_id === 21001);
    expect(trips.length).toBeGreaterThan(0);
    expect(trips.every((r) => typeof r.advisor === 'string' && r.advisor !== '')).toBe(true);
  });
});
