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
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new HttpError(
        429,
        `Demasiados intentos. Espere ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
        'error.tooManyRequests',
      );
    },
  };
}
