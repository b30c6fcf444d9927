import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

/** A limit of attempts per key in a sliding window. */
export interface AttemptLimit {
  /** Attempts allowed in the window; the next one answers 429. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/** POST /api/lcm/authenticate: 10 attempts per 5 minutes per (username, client address). */
export const AUTHENTICATE_RATE_LIMIT: AttemptLimit = { max: 10, windowMs: 5 * 60 * 1000 };
/**
 * POST /api/lcm/authenticate: 20 failed sign-ins per 10 minutes per client address, whatever the
 * user names (password spraying: one password tried on many names). Only failures count, so an
 * office behind one address, where many people sign in, is not slowed by its own successes.
 */
export const AUTHENTICATE_ADDRESS_LIMIT: AttemptLimit = { max: 20, windowMs: 10 * 60 * 1000 };
/** POST /api/lcm/account/change-password: 10 attempts per 5 minutes per (account, client address). */
export const CHANGE_PASSWORD_RATE_LIMIT: AttemptLimit = { max: 10, windowMs: 5 * 60 * 1000 };
/** POST /api/lcm/account/reset-password/init: 5 requests per 15 minutes per (e-mail, client address). */
export const RESET_INIT_RATE_LIMIT: AttemptLimit = { max: 5, windowMs: 15 * 60 * 1000 };

/** The per-route `config.rateLimit` of @fastify/rate-limit for a limit and a key. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  hook: 'preHandler';
  keyGenerator: (request: FastifyRequest) => string;
  errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => HttpError;
}

/**
 * A per-route rate limit counting attempts by `key(request)` and the client address. It runs as a
 * preHandler, after validation (the key reads the parsed body; malformed bodies are 400s that never
 * reach a password check) and after the route's own preHandlers (so it may read the principal).
 * Over the limit: 429 with a Spanish message; the plugin adds Retry-After (seconds).
 */
export function routeRateLimit(limit: AttemptLimit, key: (request: FastifyRequest) => string): RouteRateLimit {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `${key(request)}|${request.ip}`,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  };
}

/** The 429 of a limit, with the wait in minutes (the caller sets Retry-After in seconds). */
export function tooManyAttempts(waitMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpError(
    429,
    `Demasiados intentos. Espere ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
    'error.tooManyRequests',
  );
}

/**
 * Failed attempts per key in a sliding window, kept in memory. @fastify/rate-limit counts every
 * request, and a limit per address must count failures only (see AUTHENTICATE_ADDRESS_LIMIT), so
 * this small counter is written here. Memory is bounded: past MAX_KEYS keys the oldest is dropped.
 */
export class FailedAttempts {
  private static readonly MAX_KEYS = 10_000;
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again (0: it may now). */
  waitMs(key: string): number {
    const times = this.recent(key);
    if (times.length < this.limit.max) return 0;
    return Math.max(1, (times[times.length - this.limit.max] ?? 0) + this.limit.windowMs - this.clock());
  }

  /** Counts a failure of the key. */
  fail(key: string): void {
    const times = this.recent(key);
    times.push(this.clock());
    // Re-inserted last, so the first key of the map is the one that failed longest ago.
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > FailedAttempts.MAX_KEYS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.limit.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }
}
