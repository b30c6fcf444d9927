import { PassThrough } from 'node:stream';
import { routeForPath, type Backend, type HttpMethod, type RouteDef } from '@voz/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/route-module.js';
import { BULK_HEADER, BULK_SECRET, ownerOf, TooBusyError, type BulkTicket } from '../http/fair-share.js';
import { authenticateRoutes, principalOf } from '../http/principal.js';

// POST /api/batch: several read calls of the routing table in one request, answered as a stream of
// lines (NDJSON) in the order they finish. The portal sends a dashboard's widget calls through it
// when /config.json names it (`batchUrl`), so the browser's six connections per host stay free for
// the widgets' code, and each widget still paints when its own answer arrives. Every call goes
// through this server's own routing (Fastify's inject) with the caller's token, so authentication,
// validation, the tenant and the data scope apply to each call exactly as if it came alone.
// Backends other than this reference server do not have it: the portal then calls one by one.
// docs/decisions/0015-batched-widget-calls.md gives the reasons.

/** Where the batch is served (also told to the portal by /config.json). */
export const BATCH_URL = '/api/batch';

/** At most this many calls in one batch. */
export const BATCH_MAX_CALLS = 100;

/** Calls of one batch run at most this many at a time. */
export const BATCH_CONCURRENCY = 6;

/** One call of a batch, as the portal sends it. */
export interface BatchCall {
  method: 'GET' | 'POST';
  /** The call's address on this server: `/api/<backend>/<path>` and its query string. */
  url: string;
  /** JSON body of a POST. */
  body?: unknown;
}

/** One line of the answer. */
export interface BatchLine {
  /** Position of the call in the request. */
  index: number;
  /** The status the call would have answered alone. */
  status: number;
  /** Its JSON answer (for a refusal: `{ status, code, message }` as every route answers). */
  body: unknown;
}

const BACKENDS: readonly Backend[] = ['voc', 'lcm', 'case'];

/**
 * The read route of the routing table a call names, or a Spanish reason why it cannot be batched:
 * only the table's calls that change nothing and answer JSON (a widget's data) are accepted.
 */
export function batchableRoute(method: string, url: string): RouteDef | string {
  const match = /^\/api\/([a-z]+)\/([^?#]*)/.exec(url);
  const backend = match?.[1] as Backend | undefined;
  if (!match || !backend || !BACKENDS.includes(backend)) {
    return `"${url}" no es una dirección de /api/voc, /api/lcm ni /api/case.`;
  }
  // The most specific route, as the server's router picks it: POST reports/indicators-dashboard is
  // that JSON read, not the file of POST reports/{id}.
  const route = routeForPath(backend, method as HttpMethod, match[2] ?? '');
  if (!route) return `${method} ${url.split('?')[0]} no es una llamada de datos de la plataforma.`;
  if (route.write === true || route.file === true || route.body === 'multipart') {
    return `${method} ${url.split('?')[0]} no se puede agrupar: solo se agrupan lecturas que responden JSON.`;
  }
  return route;
}

const CALL_SCHEMA = {
  type: 'object',
  required: ['method', 'url'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', enum: ['GET', 'POST'] },
    url: { type: 'string', minLength: 1, maxLength: 8192, pattern: '^/api/' },
    body: { type: 'object', description: 'JSON body of a POST call.' },
  },
} as const;

/** One line of the answer. */
const lineOf = (line: BatchLine): string => `${JSON.stringify(line)}\n`;

/** Parses an inject's payload as JSON; a non-JSON payload comes back as text. */
function parsePayload(payload: string): unknown {
  if (payload.length === 0) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

export function batchRoutes(app: FastifyInstance, deps: AppDeps): void {
  authenticateRoutes(app, deps.principals);

  app.post<{ Body: { calls: BatchCall[] } }>(
    BATCH_URL,
    {
      schema: {
        tags: ['batch'],
        summary: 'Several read calls of the platform in one request, answered line by line as each finishes',
        description:
          'An extension of this reference server, not one of the platform calls: backends that do not have it ' +
          "are called one by one. Each call is one of the routing table's reads (no writes, no files) under " +
          '/api/voc, /api/lcm or /api/case, and is answered exactly as if it came alone with the same token ' +
          '(tenant, data scope, validation). The answer is application/x-ndjson: one line ' +
          '`{"index","status","body"}` per call, in the order the calls finish.',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['calls'],
          additionalProperties: false,
          properties: {
            calls: { type: 'array', minItems: 1, maxItems: BATCH_MAX_CALLS, items: CALL_SCHEMA },
          },
        },
        response: {
          200: {
            description: 'One JSON line per call: {"index": number, "status": number, "body": any}.',
            content: { 'application/x-ndjson': { schema: { type: 'string' } } },
          },
        },
      },
    },
    (request, reply) => {
      const { calls } = request.body;
      // The calls are bulk work (http/fair-share.ts): admitted whole or refused with 429 before any runs.
      let ticket: BulkTicket;
      try {
        ticket = deps.fairShare.admit(ownerOf(principalOf(request)), calls.length);
      } catch (error) {
        if (error instanceof TooBusyError) void reply.header('retry-after', String(error.retryAfter));
        throw error;
      }
      const authorization = request.headers.authorization ?? '';
      const language = request.headers['accept-language'];
      const out = new PassThrough();
      let closed = false;
      reply.raw.once('close', () => {
        closed = true;
      });
      /** The call's line, as text: a JSON answer is spliced in as it came, never parsed and written again. */
      const one = async (call: BatchCall, index: number): Promise<string | undefined> => {
        const route = batchableRoute(call.method, call.url);
        if (typeof route === 'string') {
          return lineOf({ index, status: 400, body: { status: 400, code: 'error.validation', message: route } });
        }
        const answer = await ticket.run(() =>
          // A call whose turn comes after the client went away is not made.
          closed
            ? Promise.resolve(undefined)
            : app.inject({
                method: call.method,
                url: call.url,
                headers: {
                  [BULK_HEADER]: BULK_SECRET,
                  authorization,
                  accept: 'application/json',
                  ...(language ? { 'accept-language': language } : {}),
                  ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
                },
                ...(call.method === 'POST' ? { payload: JSON.stringify(call.body ?? {}) } : {}),
              }),
        );
        if (!answer) return undefined;
        const json = String(answer.headers['content-type'] ?? '').includes('json') && answer.payload.length > 0;
        // Splicing saves parsing and writing again a large answer (a year of weeks by geography
        // and moment is 1.5 MB), work the server's one thread would otherwise do for every call.
        if (json) return `{"index":${index},"status":${answer.statusCode},"body":${answer.payload}}\n`;
        return lineOf({ index, status: answer.statusCode, body: parsePayload(answer.payload) });
      };
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < calls.length && !closed) {
          const index = next++;
          let line: string | undefined;
          try {
            line = await one(calls[index] as BatchCall, index);
          } catch (error) {
            request.log.error({ err: error }, 'batched call failed');
            line = lineOf({
              index,
              status: 500,
              body: { status: 500, code: 'error.internal', message: 'Error interno del servidor.' },
            });
          }
          if (line !== undefined) out.write(line);
        }
      };
      // Whatever happens to the calls, the batch's unused share goes back and the stream ends.
      void Promise.allSettled(Array.from({ length: Math.min(BATCH_CONCURRENCY, calls.length) }, worker)).then(() => {
        ticket.done();
        out.end();
      });
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
