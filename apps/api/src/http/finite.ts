import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/**
 * Refuses (400, naming the field) numbers that are not finite. ajv's type coercion turns texts such
 * as "1e400" or "-Infinity" in a path, a query or a JSON string into ±Infinity and then skips
 * `minimum`/`maximum`, so a value no schema allows would otherwise reach the database (a 500).
 */
export function assertFiniteNumbers(value: unknown, where: string, depth = 0): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badRequest(`${where}: el número no es finito.`);
    return;
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) assertFiniteNumbers(inner, `${where}.${key}`, depth + 1);
}

/** A preHandler applying assertFiniteNumbers to the params, query and body of every request. */
export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  assertFiniteNumbers(request.params, 'params');
  assertFiniteNumbers(request.query, 'querystring');
  assertFiniteNumbers(request.body, 'body');
  return Promise.resolve();
}
