import { buildIndicatorCalls, type IndicatorCall } from '@voz/core';
import { ApiError } from '@voz/data';
import type { IndicatorRequest } from '@voz/schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiDataSource } from './ApiDataSource.js';
import { TEST_FILTERS, TEST_TENANT } from './testCalls.js';
import { CallBatcher } from './CallBatcher.js';

const ORIGIN = 'http://portal.test';
const filters = TEST_FILTERS;
const tenant = TEST_TENANT;
const callOf = (indicator: string, backends = tenant.backends): IndicatorCall =>
  buildIndicatorCalls([{ indicator }], filters, { ...tenant, backends })[0]!;

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch answering from `answer`, recording what was sent. */
function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(answer(url, init));
    }),
  );
  return sent;
}

/** The calls a batch request carried. */
const callsOf = (sent: Sent): { method: string; url: string; body?: unknown }[] =>
  (JSON.parse(sent.init.body as string) as { calls: { method: string; url: string; body?: unknown }[] }).calls;

const ndjson = (lines: unknown[]): Response =>
  new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const batcher = (): CallBatcher => new CallBatcher({ url: '/api/batch', token: () => 'tok', origin: ORIGIN });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CallBatcher', () => {
  it('sends the calls of one task in one request and gives each its own line, in any order', async () => {
    const calls = ['VENTA_NPS', 'POSVENTA_NPS', 'NPS_GENERAL'].map((i) => callOf(i));
    const sent = stubFetch((_url, init) => {
      const carried = callsOf({ url: '', init });
      // The lines come back in reverse order, as calls finishing at different times would.
      return ndjson(carried.map((c, index) => ({ index, status: 200, body: [{ value: c.url }] })).reverse());
    });
    const b = batcher();
    const answers = await Promise.all(calls.map((c) => b.send(c)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/batch');
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    const carried = callsOf(sent[0]!);
    expect(carried.map((c) => c.url)).toEqual(calls.map((c) => c.url));
    expect(carried.every((c) => c.method === 'POST' && typeof c.body === 'object')).toBe(true);
    expect(answers).toEqual(calls.map((c) => [{ value: c.url }]));
  });

  it('sends the calls of a task as that task ends, before any task queued earlier runs', async () => {
    // A page lays itself out, or evaluates a chunk, in tasks of its own: the batch must not wait
    // behind them (BENCHMARKS.md, "Portal").
    const order: string[] = [];
    const sent = stubFetch((_url, init) => {
      order.push('batch sent');
      return ndjson(callsOf({ url: '', init }).map((_c, index) => ({ index, status: 200, body: [] })));
    });
    const queued = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('task queued before');
        resolve();
      }, 0),
    );
    const b = batcher();
    const answers = Promise.all(['VENTA_NPS', 'POSVENTA_NPS'].map((i) => b.send(callOf(i))));
    await queued;
    expect(order).toEqual(['batch sent', 'task queued before']);
    expect(sent).toHaveLength(1);
    expect(callsOf(sent[0]!)).toHaveLength(2);
    await expect(answers).resolves.toEqual([[], []]);
  });

  it('hands a call its answer as soon as its line arrives, before the rest of the stream', async () => {
    let push: ((text: string) => void) | undefined;
    let end: (() => void) | undefined;
    stubFetch(() => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          push = (text) => controller.enqueue(encoder.encode(text));
          end = () => controller.close();
        },
      });
      return new Response(stream, { status: 200 });
    });
    const b = batcher();
    const first = b.send(callOf('VENTA_NPS'));
    const second = b.send(callOf('NPS_GENERAL'));
    await vi.waitFor(() => expect(push).toBeDefined());
    // A line split across two chunks still reads as one.
    push!('{"index":1,"status":200,');
    push!('"body":[{"value":2}]}\n');
    await expect(second).resolves.toEqual([{ value: 2 }]);
    let firstDone = false;
    void first.then(() => (firstDone = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(firstDone).toBe(false);
    push!('{"index":0,"status":200,"body":[{"value":1}]}\n');
    end!();
    await expect(first).resolves.toEqual([{ value: 1 }]);
  });

  it("fails only the call the server refused, with the server's message and status", async () => {
    stubFetch(() =>
      ndjson([
        { index: 0, status: 200, body: [{ value: 1 }] },
        {
          index: 1,
          status: 400,
          body: { status: 400, code: 'error.validation', message: 'body.dateFrom: valor no válido' },
        },
      ]),
    );
    const b = batcher();
    const [ok, refused] = await Promise.allSettled([b.send(callOf('VENTA_NPS')), b.send(callOf('NPS_GENERAL'))]);
    expect(ok).toEqual({ status: 'fulfilled', value: [{ value: 1 }] });
    expect(refused.status).toBe('rejected');
    const error = (refused as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('body.dateFrom: valor no válido');
  });

  it('fails the calls a broken stream left without an answer, so they can be retried', async () => {
    stubFetch(() => ndjson([{ index: 0, status: 200, body: [] }]));
    const b = batcher();
    const [ok, lost] = await Promise.allSettled([b.send(callOf('VENTA_NPS')), b.send(callOf('NPS_GENERAL'))]);
    expect(ok.status).toBe('fulfilled');
    expect(((lost as PromiseRejectedResult).reason as ApiError).status).toBe(0);
  });

  it('calls one by one, from then on, a server that has no batch address', async () => {
    const sent = stubFetch((url) =>
      url === '/api/batch' ? json({ message: 'No existe' }, 404) : json([{ value: url }]),
    );
    const b = batcher();
    const calls = [callOf('VENTA_NPS'), callOf('NPS_GENERAL')];
    expect(await Promise.all(calls.map((c) => b.send(c)))).toEqual(calls.map((c) => [{ value: c.url }]));
    expect(sent.map((s) => s.url)).toEqual(['/api/batch', ...calls.map((c) => c.url)]);
    sent.length = 0;
    await Promise.all(calls.map((c) => b.send(c)));
    expect(sent.map((s) => s.url)).toEqual(calls.map((c) => c.url));
  });

  it('sends alone a call to another origin, and a lone call', async () => {
    const sent = stubFetch((url) => json([{ value: url }]));
    const b = batcher();
    const remote = callOf('VENTA_NPS', { ...tenant.backends, voc: 'https://voc.example.com/api/voc' });
    expect(b.accepts(remote)).toBe(false);
    const local = callOf('NPS_GENERAL');
    expect(b.accepts(local)).toBe(true);
    await Promise.all([b.send(remote), b.send(local)]);
    expect(sent.map((s) => s.url).sort()).toEqual([local.url, remote.url].sort());
  });

  it('cancels one call alone, and the request once every call of it is cancelled', async () => {
    let requestSignal: AbortSignal | undefined;
    stubFetch((_url, init) => {
      requestSignal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const b = batcher();
    const one = new AbortController();
    const two = new AbortController();
    const first = b.send(callOf('VENTA_NPS'), one.signal);
    const second = b.send(callOf('NPS_GENERAL'), two.signal);
    await vi.waitFor(() => expect(requestSignal).toBeDefined());
    one.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(requestSignal!.aborted).toBe(false);
    two.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(requestSignal!.aborted).toBe(true);
  });
});

describe('ApiDataSource with a batcher', () => {
  it('ends the session when the batch answers 401, and gives widgets their rows otherwise', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
    const onUnauthorized = vi.fn();
    const source = new ApiDataSource({ queryClient, token: () => 'tok', onUnauthorized, batcher: batcher() });
    const request = { indicator: 'VENTA_NPS' } as IndicatorRequest;
    const widget = { id: 'w', type: 'nps' } as never;
    stubFetch(() => ndjson([0, 1].map((index) => ({ index, status: 200, body: [{ value: 10 + index, count: 3 }] }))));
    const rows = await Promise.all(
      [callOf('VENTA_NPS'), callOf('NPS_GENERAL')].map((call) => source.fetch({ call, request, widget })),
    );
    expect(rows.map((r) => r[0]?.value)).toEqual([10, 11]);
    queryClient.clear();
    stubFetch(() => json({ status: 401, message: 'Se necesita iniciar sesión.' }, 401));
    const refused = await Promise.allSettled(
      [callOf('VENTA_NPS'), callOf('NPS_GENERAL')].map((call) => source.fetch({ call, request, widget })),
    );
    expect(refused.every((r) => r.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalled();
  });
});
