import { buildIndicatorCalls, type FilterState, type IndicatorCall } from '@voz/core';
import { DataSourceError } from '@voz/data';
import type { IndicatorRequest, Widget } from '@voz/schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiDataSource } from './ApiDataSource.js';
import { TEST_FILTERS, TEST_TENANT } from './testCalls.js';

const filters = TEST_FILTERS;
const tenant = TEST_TENANT;
const request = { indicator: 'VENTA_NPS' } as IndicatorRequest;
const widget = { id: 'w', type: 'nps' } as Widget;
const call = (f: FilterState = filters): IndicatorCall => buildIndicatorCalls([request], f, tenant)[0]!;

/** A fetch answering from a queue of handlers, counting the calls. */
function fakeFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function source(onUnauthorized = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  return { source: new ApiDataSource({ queryClient, token: () => 'tok', onUnauthorized }), onUnauthorized };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiDataSource', () => {
  it('reads social rows as the widgets do: each request its own value field, the period first', async () => {
    // The sentiment-by-day lines: three requests, one call (the key is not sent), three fields.
    const lines = (['positive', 'negative'] as const).map((value): IndicatorRequest => ({
      indicator: 'SENTIMIENTO_SOCIAL',
      key: value,
      url: 'external-social/aggregation',
      value,
      groupBy: ['channel', 'date'],
      extras: { channelInclude: [7], periods: 10, status: 'external' },
    }));
    const [first, second] = buildIndicatorCalls(lines, filters, tenant);
    expect(first!.url).toBe(second!.url);
    const answer = [
      {
        group: 'Facebook',
        groupId: 'facebook',
        groupName: 'Facebook',
        label: 'Facebook · 2026-10-31',
        group_0: 'Facebook',
        groupId_0: 'facebook',
        groupName_0: 'Facebook',
        group_1: '2026-10-31',
        groupId_1: '2026-10-31',
        groupName_1: '2026-10-31',
        count: 5,
        value: { externalSourceCount: 5 },
        positive: 3,
        neutral: 0,
        negative: 2,
      },
    ];
    const calls = fakeFetch(() => Promise.resolve(json(answer)));
    const { source: api } = source();
    const [positive, negative] = await Promise.all([
      api.fetch({ call: first!, request: lines[0]!, widget }),
      api.fetch({ call: second!, request: lines[1]!, widget }),
    ]);
    expect(calls).toHaveLength(1);
    expect(positive[0]).toMatchObject({ value: 3, group_0: '2026-10-31', group_1: 'Facebook' });
    expect(negative[0]).toMatchObject({ value: 2, group_0: '2026-10-31', group_1: 'Facebook' });
    // Without a value field, the mentions of the value object.
    const counted: IndicatorRequest = { indicator: 'MENCIONES_SOCIALES', groupBy: ['channel', 'date'] };
    const mentions = await api.fetch({ call: first!, request: counted, widget });
    expect(mentions[0]!.value).toBe(5);
  });

  it('sends identical calls of several widgets once, with the token, and answers rows', async () => {
    const calls = fakeFetch(() => Promise.resolve(json([{ value: 42, count: 10 }])));
    const { source: api } = source();
    const [a, b] = await Promise.all([
      api.fetch({ call: call(), request, widget }),
      api.fetch({ call: call(), request, widget: { ...widget, id: 'other' } }),
    ]);
    expect(a).toEqual([{ value: 42, count: 10 }]);
    expect(b).toEqual(a);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(call().url);
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(call().body);
  });

  it('retries a failed call once, then reports the failure with its status', async () => {
    const calls = fakeFetch(() => Promise.resolve(json({ message: 'Servicio no disponible.' }, 503)));
    const { source: api } = source();
    const failure = await api.fetch({ call: call(), request, widget }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DataSourceError);
    expect((failure as DataSourceError).message).toBe('Servicio no disponible.');
    expect((failure as DataSourceError).status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it('does not retry a refusal, and a 401 ends the session', async () => {
    const calls = fakeFetch(() => Promise.resolve(json({ message: 'Sesión vencida.' }, 401)));
    const { source: api, onUnauthorized } = source();
    await expect(api.fetch({ call: call(), request, widget })).rejects.toThrow('Sesión vencida.');
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('cancels a call when the last widget waiting for it stops waiting', async () => {
    const aborted: boolean[] = [];
    fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted.push(true);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const { source: api } = source();
    const first = new AbortController();
    const second = new AbortController();
    const a = api.fetch({ call: call(), request, widget, signal: first.signal }).catch(() => 'stopped');
    const b = api.fetch({ call: call(), request, widget, signal: second.signal }).catch(() => 'stopped');
    first.abort();
    await new Promise((r) => setTimeout(r, 10));
    expect(aborted).toEqual([]); // the second widget still waits
    second.abort();
    expect(await Promise.all([a, b])).toEqual(['stopped', 'stopped']);
    expect(aborted).toEqual([true]);
  });

  it('keeps calls of different filters apart', async () => {
    const calls = fakeFetch(() => Promise.resolve(json([])));
    const { source: api } = source();
    await api.fetch({ call: call(), request, widget });
    await api.fetch({ call: call({ ...filters, channels: [2] }), request, widget });
    expect(calls).toHaveLength(2);
  });
});
