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

  it('reads the rows through normaliseRows, as the portal reads a backend: value field, period first', async () => {
    // A generator answering as external-social/mentions does (channel first, a value object).
    const social: MockGenerator = () => [
      {
        group: 'Facebook',
        groupId: 'facebook',
        groupName: 'Facebook',
        label: 'Facebook · 2026-11-15',
        group_0: 'Facebook',
        groupId_0: 'facebook',
        groupName_0: 'Facebook',
        group_1: '2026-11-15',
        groupId_1: '2026-11-15',
        groupName_1: '2026-11-15',
        value: { externalSourceCount: 8 } as unknown as number,
        count: 8,
        positive: 5,
      },
    ];
    const source = new MockDataSource({ tenant: 't', dashboard: 'd', generators: { line: social } });
    const line = { id: 'w', type: 'line', size: [2, 2] } as Widget;
    const mentions: IndicatorRequest = { indicator: 'MENCIONES_SOCIALES', groupBy: ['channel', 'date'] };
    const [row] = await source.fetch({ call, request: mentions, widget: line });
    expect(row).toMatchObject({ value: 8, group_0: '2026-11-15', group_1: 'Facebook' });
    const [positive] = await source.fetch({ call, request: { ...mentions, value: 'positive' }, widget: line });
    expect(positive?.value).toBe(5);
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
