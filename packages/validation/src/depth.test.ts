import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_LIMIT, JsonDepthError, jsonTextTooDeep, jsonValueTooDeep } from './depth.js';
import { formatDocument, formatSchemaFile } from './format.js';
import { locatePointer, parseJsonSource } from './source.js';
import { validateTenant } from './validate-tenant.js';

// Deeply nested JSON (issue 30, item 3): a dashboard nested 2,500–5,000 levels crashed the canonical
// formatter (`ordered`) with "Maximum call stack size exceeded", a 500 in the API. No input may
// reach a stack overflow: the validator reports a nesting past JSON_DEPTH_LIMIT as one diagnostic
// (json-depth) without reading further, and the formatter refuses such a value with JsonDepthError.

const BASE = fileURLToPath(new URL('./__fixtures__/base-tenant/', import.meta.url));

function baseFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else files.set(`${prefix}${entry.name}`, fs.readFileSync(path.join(dir, entry.name), 'utf8'));
    }
  };
  walk(BASE, '');
  return files;
}

/** One level of nesting: an array, or an object holding the next level under a key. */
type Level = 'array' | 'object';

function nestedText(levels: readonly Level[], inner = '1'): string {
  let open = '';
  let close = '';
  for (const level of levels) {
    open += level === 'array' ? '[' : '{"a":';
    close = (level === 'array' ? ']' : '}') + close;
  }
  return `${open}${inner}${close}`;
}

function nestedValue(levels: readonly Level[]): unknown {
  let value: unknown = 1;
  for (let i = levels.length - 1; i >= 0; i--) value = levels[i] === 'array' ? [value] : { a: value };
  return value;
}

/** The depth of a nesting of `levels`, as the checks count it (the scalar inside is not a level). */
const depthOf = (levels: readonly Level[]): number => levels.length;

/**
 * A nesting of up to `max` levels: half of them around the limit, half anywhere up to `max`, each a
 * short pattern of arrays and objects repeated (fast-check's arrays stay short by default).
 */
const levels = (max: number): fc.Arbitrary<Level[]> =>
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 0, max: JSON_DEPTH_LIMIT + 16 }), fc.integer({ min: 0, max })),
      fc.array(fc.constantFrom<Level>('array', 'object'), { minLength: 1, maxLength: 8 }),
    )
    .map(([depth, pattern]) => Array.from({ length: depth }, (_, i) => pattern[i % pattern.length] as Level));

/** The validator on a tenant whose main dashboard is this text: it must answer, never throw. */
function validateWith(text: string): ReturnType<typeof validateTenant> {
  const files = baseFiles();
  files.set('main.json', text);
  return validateTenant({ name: 'base-tenant', dir: 'base-tenant', files });
}

describe('nesting depth', () => {
  it("refuses the issue's documents: 2,500 and 5,000 levels, and 200,000 in 400 kB", () => {
    for (const depth of [2500, 5000, 200_000]) {
      const text = '['.repeat(depth) + ']'.repeat(depth);
      expect(jsonTextTooDeep(text)).toBe(JSON_DEPTH_LIMIT);
      const diagnostics = validateWith(text);
      expect(diagnostics.map((d) => [d.ruleId, d.line, d.column])).toEqual([['json-depth', 1, JSON_DEPTH_LIMIT + 1]]);
      expect(diagnostics[0]?.message).toBe('El JSON anida más de 64 niveles de objetos o listas; el máximo es 64.');
      expect(() => formatDocument(JSON.parse(text), 'dashboard')).toThrow(JsonDepthError);
    }
  });

  it('counts levels as the limit says: 64 pass, 65 do not', () => {
    const at = (n: number): Level[] => Array.from({ length: n }, (_, i) => (i % 2 ? 'array' : 'object'));
    expect(jsonTextTooDeep(nestedText(at(64)))).toBeUndefined();
    expect(jsonValueTooDeep(nestedValue(at(64)))).toBe(false);
    expect(jsonTextTooDeep(nestedText(at(65)))).toBeDefined();
    expect(jsonValueTooDeep(nestedValue(at(65)))).toBe(true);
    expect(formatDocument(nestedValue(at(64)), undefined)).toContain('"a"');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: `${'['.repeat(500)}\\"${'{'.repeat(500)}` });
    expect(jsonTextTooDeep(text)).toBeUndefined();
  });

  it('fuzz: nested arrays and objects of any depth never overflow the validator or the formatter', () => {
    fc.assert(
      fc.property(levels(6000), fc.constantFrom('1', '"x"', '[]', '{}', 'null'), (nesting, inner) => {
        const text = nestedText(nesting, inner);
        const deep = depthOf(nesting) + (inner === '[]' || inner === '{}' ? 1 : 0) > JSON_DEPTH_LIMIT;
        expect(jsonTextTooDeep(text) !== undefined).toBe(deep);
        const diagnostics = validateWith(text);
        expect(diagnostics.some((d) => d.ruleId === 'json-depth')).toBe(deep);
        const value: unknown = JSON.parse(text);
        expect(jsonValueTooDeep(value)).toBe(deep);
        for (const format of [() => formatDocument(value, 'dashboard'), () => formatSchemaFile(value)]) {
          if (deep) expect(format).toThrow(JsonDepthError);
          else expect(typeof format()).toBe('string');
        }
      }),
      { numRuns: 120 },
    );
  });

  it(
    'fuzz: broken text (cut strings, line breaks in strings, stray quotes) never overflows the position lookup',
    { timeout: 60_000 },
    () => {
      const junk = fc.constantFrom('"', '\\', '\n', '"\n', ',', ':', 'x', ']', '}', '/*', '//');
      fc.assert(
        fc.property(levels(20_000), fc.array(fc.tuple(fc.nat(20_000), junk), { maxLength: 8 }), (nesting, cuts) => {
          let text = nestedText(nesting);
          for (const [at, piece] of cuts) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + piece + text.slice(i);
          }
          const source = parseJsonSource('main.json', text);
          // Reaching a pointer walks jsonc-parser's syntax tree, built by recursion: it must be safe.
          expect(() => locatePointer(source, '/widgets/0')).not.toThrow();
          expect(() => validateWith(text)).not.toThrow();
        }),
        { numRuns: 150 },
      );
    },
  );
});
