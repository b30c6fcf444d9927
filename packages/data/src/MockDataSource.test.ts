import type { IndicatorCall } from '@voz/core';
import type { IndicatorRequest, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { MockDataSource, type MockGenerator } from './index.js';

const widget = { id: 'w1', type: 'bar', size: [2, 2] } as Widget;
const request: IndicatorRequest = { indicator: 'VENTA_NPS', groupBy: ['geoLocation'] };
const call = {
  routeId: 'x',
  backend: 'voc',
  baseUrl: '',
  method: 'POST',
  path: '',
  url: '',
} as unknown as IndicatorCall;

const bars: MockGenerator = ({ random }) =>
  Array.from({ length: 3 }, (_, i) => ({
    group: `G${i}`,
    groupId: i,
    groupName: `G${i}`,
    label: `G${i}`,
    value: random.float(-100, 100),
    count: random.int(1, 500),
  }));

describe('MockDataSource', () => {
  it('answers the same rows for the same tenant, dashboard, widget and request', async () => {
    const a = new MockDataSource({ tenant: 'auto-b', dashboard: 'cxo', generators: { bar: bars } });
    const b = new MockDataSource({ tenant: 'auto-b', dashboard: 'cxo', generators: { bar: bars } });
    expect(await a.fetch({ call, request, widget })).toEqual(await b.fetch({ call, request, widget }));
  });

  it('answers other rows for another dashboard, widget or request', async () => {
    const source = new MockDataSource({ tenant: 'auto-b', dashboard: 'cxo', generators: { bar: bars } });
    const other = new MockDataSource({ tenant: 'auto-b', dashboard: 'nacionalVenta', generators: { bar: bars } });
    const base = await source.fetch({ call, request, widget });
    expect(await other.fetch({ call, request, widget })).not.toEqual(base);
    expect(await source.fetch({ call, request, widget: { ...widget, id: 'w2' } })).not.toEqual(base);
    expect(await source.fetch({ call, request: { ...request, indicator: 'POSVENTA_NPS' }, widget })).not.toEqual(base);
  });

  it('answers other rows for another period of the same request (the previous period of showHistoric)', async () => {
    const source = new MockDataSource({ tenant: 'auto-b', dashboard: 'cxo', generators: { bar: bars } });
    const other = { ...call, url: `${call.url}?dateFrom=2026-10-01` };
    expect(await source.fetch({ call: other, request, widget })).not.toEqual(
      await source.fetch({ call, request, widget }),
    );
  });

  it('rejects, naming the type, when no generator is handed for a kind', async () => {
    const source = new MockDataSource({ tenant: 't', dashboard: 'd', generators: {} });
    await expect(source.fetch({ call, request, widget })).rejects.toThrow('«bar»');
  });

  it('rejects with an AbortError when aborted before answering', async () => {
    const source = new MockDataSource({ tenant: 't', dashboard: 'd', generators: { bar: bars }, latencyMs: 50 });
    const controller = new AbortController();
    const answer = source.fetch({ call, request, widget, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
