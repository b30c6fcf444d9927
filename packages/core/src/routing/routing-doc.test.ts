import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FilterState, RoutingTenant } from './buildIndicatorCalls.js';
import { buildIndicatorCalls } from './buildIndicatorCalls.js';
import type { RouteDef } from './routes.js';
import { ROUTES } from './routes.js';
import type { IndicatorRequest } from '@voz/schema';

const doc = readFileSync(new URL('../../../../docs/routing.md', import.meta.url), 'utf8');

/** Text between `<!-- name:start -->` and `<!-- name:end -->`. */
function section(name: string): string {
  const start = doc.indexOf(`<!-- ${name}:start -->`);
  const end = doc.indexOf(`<!-- ${name}:end -->`);
  if (start === -1 || end < start) throw new Error(`docs/routing.md lacks the ${name} markers`);
  return doc.slice(start, end);
}

/** The JSON of the fenced block that follows `<!-- name -->`. */
function example(name: string): unknown {
  const match = new RegExp(`<!-- ${name} -->\\s*\`\`\`json\\n([\\s\\S]*?)\`\`\``).exec(doc);
  if (match?.[1] === undefined) throw new Error(`docs/routing.md lacks the ${name} block`);
  return JSON.parse(match[1]);
}

function flags(r: RouteDef): string {
  const f: string[] = [];
  if (r.paged === true) f.push('paged');
  if (r.body !== undefined) f.push(`body ${r.body}`);
  if (r.file === true) f.push('file');
  if (r.write === true) f.push('write');
  return f.join(', ');
}

/** Rows of the route table: cells without the surrounding backticks. */
const rows = section('routes')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim().replace(/^`|`$/g, '')),
  );

describe('docs/routing.md', () => {
  it('lists every route id of ROUTES, and no other', () => {
    const documented = rows.map((cells) => cells[0]);
    for (const r of ROUTES) expect(documented, r.id).toContain(r.id);
    expect(documented).toHaveLength(ROUTES.length);
  });

  it('documents each route with its backend, method, path, kind and flags', () => {
    const byId = new Map(rows.map((cells) => [cells[0], cells]));
    for (const r of ROUTES) {
      expect(byId.get(r.id)?.slice(1, 6), r.id).toEqual([r.backend, r.method, r.path, r.kind, flags(r)]);
    }
  });

  it('names in backticks only route ids or path segments that exist', () => {
    // A renamed route must not survive in the prose: every kebab-case name in backticks is a route id
    // or a segment of a route path (entity names such as `alert-workflows`).
    const known = new Set([...ROUTES.map((r) => r.id), ...ROUTES.flatMap((r) => r.path.split('/'))]);
    const named = [...doc.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((n) => !known.has(n))).toEqual([]);
  });

  it('computes the worked example exactly as shown', () => {
    const input = example('example:input') as {
      tenant: RoutingTenant;
      filters: FilterState;
      requests: IndicatorRequest[];
    };
    const shown = buildIndicatorCalls(input.requests, input.filters, input.tenant).map((c) => ({
      routeId: c.routeId,
      key: c.key,
      method: c.method,
      url: c.url,
      ...(c.body === undefined ? {} : { body: c.body }),
    }));
    expect(shown).toEqual(example('example:output'));
  });
});
