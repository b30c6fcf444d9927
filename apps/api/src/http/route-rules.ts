import type { RouteOptions } from 'fastify';

// Rules every route of the API follows, applied as Fastify adds each route (an onRoute hook of the
// app), so a route module cannot forget them and a route added later follows them too.

/** The part of a route's options the rules look at. */
type RouteSchema = NonNullable<RouteOptions['schema']> & { querystring?: Record<string, unknown> };

/** An empty querystring schema: the route takes no query parameters. */
const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} } as const;

/**
 * Unknown query parameters are refused (400) on every /api route: a route without a querystring
 * schema gets one that allows none, and a querystring schema that does not say whether it allows
 * others allows none. Before this, routes without a querystring schema ignored any parameter
 * (`DELETE …/1?evil=1` deleted the object) while the others refused them.
 */
export function refuseUnknownQueryParameters(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const schema = (route.schema ?? {}) as RouteSchema;
  const query = schema.querystring;
  if (query === undefined) route.schema = { ...schema, querystring: NO_QUERY };
  else if (query.type === 'object' && query.additionalProperties === undefined) {
    route.schema = { ...schema, querystring: { ...query, additionalProperties: false } };
  }
}
