import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES, type Diagnostic } from './diagnostic.js';
import type { TenantInput } from './tenant-files.js';
import { validateTenant } from './validate-tenant.js';

// Golden tests of every lint rule (docs/cli.md, "Rules and the pointer each reports").
// __fixtures__/base-tenant/ is a small valid tenant. Each case folder
// __fixtures__/rules/<ruleId>/{invalid,valid}/<case>/ holds only the files that differ from the base
// (same relative paths; they replace the base's, and `<name>.delete` removes a base file). An invalid
// case's expected.json lists every diagnostic it must produce ({ ruleId, file, pointer }, plus line and
// column when given); a valid case must produce none.

const FIXTURES = fileURLToPath(new URL('./__fixtures__/', import.meta.url));
const BASE = path.join(FIXTURES, 'base-tenant');
const RULES_DIR = path.join(FIXTURES, 'rules');
const CLI_DOC = fileURLToPath(new URL('../../../docs/cli.md', import.meta.url));
const TENANT = 'base-tenant';
const DELETE_SUFFIX = '.delete';

/**
 * Cases where the validator breaks the contract of docs/cli.md: their tests are `it.fails` so the suite
 * stays green and the bug stays visible. Remove an entry once the validator is fixed.
 */
// Cases that hit a known validator bug run as it.fails, named in the test title, until fixed.
const KNOWN_BUGS: Readonly<Record<string, string>> = {};

/** Rules whose near-misses must have a valid fixture. */
const RULES_WITH_NEAR_MISSES = [
  'widget-overlap',
  'grid-bounds',
  'widget-size',
  'color-scale-gap',
  'color-scale-range',
  'missing-translation',
  'duplicate-widget-id',
  'unknown-critical-moment',
  'broken-include',
] as const;

/** A diagnostic reduced to what the fixtures pin down. */
interface Expected {
  ruleId: string;
  file: string;
  pointer: string;
  line?: number;
  column?: number;
}

/** One case folder. */
interface Case {
  ruleId: string;
  kind: 'valid' | 'invalid';
  name: string;
  dir: string;
}

/** Relative path (with '/') -> text of every file under `dir`. */
function readTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const abs = path.join(at, entry.name);
      if (entry.isDirectory()) walk(abs);
      else out.set(path.relative(dir, abs).split(path.sep).join('/'), fs.readFileSync(abs, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

const subfolders = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];

/** Every case folder under rules/. */
function listCases(): Case[] {
  return subfolders(RULES_DIR).flatMap((ruleId) =>
    (['invalid', 'valid'] as const).flatMap((kind) =>
      subfolders(path.join(RULES_DIR, ruleId, kind)).map((name) => ({
        ruleId,
        kind,
        name,
        dir: path.join(RULES_DIR, ruleId, kind, name),
      })),
    ),
  );
}

/** The base tenant with a case's files applied. */
function tenantFor(caseDir: string | undefined): TenantInput {
  const files = readTree(BASE);
  if (caseDir) {
    for (const [relative, text] of readTree(caseDir)) {
      if (relative === 'expected.json') continue;
      if (relative.endsWith(DELETE_SUFFIX)) files.delete(relative.slice(0, -DELETE_SUFFIX.length));
      else files.set(relative, text);
    }
  }
  return { name: TENANT, dir: TENANT, files };
}

/** Path of a diagnostic's file relative to the tenant folder. */
function relativeFile(file: string): string {
  return file.startsWith(`${TENANT}/`) ? file.slice(TENANT.length + 1) : file;
}

const byKey = (a: Expected, b: Expected): number =>
  a.ruleId.localeCompare(b.ruleId) || a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer);

/** The diagnostics reduced to the fields `expected` pins (line and column only where it gives them). */
function reduce(diagnostics: readonly Diagnostic[], expected: readonly Expected[]): Expected[] {
  const withPosition = expected.some((e) => e.line !== undefined);
  return diagnostics
    .map((d) => ({
      ruleId: d.ruleId,
      file: relativeFile(d.file),
      pointer: d.pointer,
      ...(withPosition ? { line: d.line, column: d.column } : {}),
    }))
    .sort(byKey);
}

function readExpected(caseDir: string): Expected[] {
  const file = path.join(caseDir, 'expected.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Expected[]).slice().sort(byKey);
}

/** Rule ids of the table after the `<!-- rules-table -->` marker of docs/cli.md. */
function documentedRules(): string[] {
  const lines = fs.readFileSync(CLI_DOC, 'utf8').split('\n');
  const marker = lines.findIndex((l) => l.trim() === '<!-- rules-table -->');
  if (marker < 0) return [];
  let i = marker + 1;
  while (lines[i]?.trim() === '') i++;
  const rows: string[] = [];
  for (; lines[i]?.trim().startsWith('|'); i++) rows.push(lines[i] as string);
  // rows[0] is the header, rows[1] the separator.
  return rows.slice(2).map((row) => (row.split('|')[1] ?? '').trim().replace(/^`|`$/g, ''));
}

const cases = listCases();
const ruleIds = Object.keys(RULES);

describe('base-tenant fixture', () => {
  it('validates clean', () => {
    expect(validateTenant(tenantFor(undefined))).toEqual([]);
  });

  it('has the five files the cases replace', () => {
    expect([...readTree(BASE).keys()].sort()).toEqual([
      'fragments/section.json',
      'indicators.json',
      'main.json',
      'metadata.json',
      'tenant.json',
    ]);
  });
});

describe('rule fixtures', () => {
  it('has at least one invalid case for every rule, and only folders named after rules', () => {
    for (const ruleId of ruleIds) {
      expect(
        cases.filter((c) => c.ruleId === ruleId && c.kind === 'invalid').length,
        `invalid fixtures of ${ruleId}`,
      ).toBeGreaterThan(0);
    }
    expect(ruleIds).toEqual(expect.arrayContaining(subfolders(RULES_DIR)));
  });

  it('has valid near-miss cases for the rules where a near miss is meaningful', () => {
    for (const ruleId of RULES_WITH_NEAR_MISSES) {
      expect(
        cases.some((c) => c.ruleId === ruleId && c.kind === 'valid'),
        `valid fixtures of ${ruleId}`,
      ).toBe(true);
    }
  });

  it('every invalid case expects at least one diagnostic, all of its own rule', () => {
    for (const c of cases.filter((x) => x.kind === 'invalid')) {
      const expected = readExpected(c.dir);
      expect(expected.length, `${c.ruleId}/${c.name}`).toBeGreaterThan(0);
      for (const e of expected) expect(e.ruleId, `${c.ruleId}/${c.name}`).toBe(c.ruleId);
    }
  });

  it('every case changes the base (a valid case that changes nothing proves nothing)', () => {
    const base = readTree(BASE);
    for (const c of cases) {
      const changes = [...readTree(c.dir)].filter(([relative]) => relative !== 'expected.json');
      expect(changes.length, `${c.ruleId}/${c.kind}/${c.name}`).toBeGreaterThan(0);
      expect(
        changes.some(([relative, text]) => relative.endsWith(DELETE_SUFFIX) || base.get(relative) !== text),
        `${c.ruleId}/${c.kind}/${c.name}`,
      ).toBe(true);
    }
  });
});

for (const ruleId of [...new Set(cases.map((c) => c.ruleId))]) {
  describe(ruleId, () => {
    for (const c of cases.filter((x) => x.ruleId === ruleId)) {
      const bug = KNOWN_BUGS[`${c.ruleId}/${c.kind}/${c.name}`];
      const test = bug ? it.fails : it;
      const suffix = bug ? ` (KNOWN BUG: ${bug})` : '';
      if (c.kind === 'invalid') {
        test(`${c.kind}/${c.name} reports exactly its expected diagnostics${suffix}`, () => {
          const expected = readExpected(c.dir);
          expect(reduce(validateTenant(tenantFor(c.dir)), expected)).toEqual(expected);
        });
      } else {
        test(`${c.kind}/${c.name} is clean${suffix}`, () => {
          expect(validateTenant(tenantFor(c.dir))).toEqual([]);
        });
      }
    }
  });
}

describe('docs/cli.md rules table', () => {
  const documented = documentedRules();

  it('is found after the rules-table marker', () => {
    expect(documented.length).toBeGreaterThan(0);
  });

  it('names every rule of RULES, once, and nothing else', () => {
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...ruleIds].sort());
  });

  it('has invalid fixtures for every rule it lists', () => {
    for (const ruleId of documented) {
      expect(subfolders(path.join(RULES_DIR, ruleId, 'invalid')).length, ruleId).toBeGreaterThan(0);
    }
  });
});
