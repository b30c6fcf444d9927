import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getValidator } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { migrateDocument } from './migrateDocument.js';
import type { MigrationNote } from './migration-types.js';

// Golden fixtures: __fixtures__/<case>/input.json -> expected.json (+ notes.json when the migration
// reports notes). expected.json must be byte-identical to the output and a valid v2 dashboard.

const FIXTURES = fileURLToPath(new URL('./__fixtures__/', import.meta.url));
const CASES = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const validateDashboard = getValidator('dashboard');

function read(name: string, file: string): string {
  return readFileSync(join(FIXTURES, name, file), 'utf8');
}

function canonical(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Whether a JSON Pointer names a value of `doc`. */
function resolves(doc: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  let node = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return false;
    node = (node as Record<string, unknown>)[token];
  }
  return true;
}

describe('migration golden fixtures', () => {
  it('has at least the six required cases', () => {
    expect(CASES).toEqual(
      expect.arrayContaining([
        'already-v2',
        'cxo-full',
        'dropped-options',
        'pie-and-ranking-variants',
        'render-conditions',
        'shorthand-indicator',
      ]),
    );
  });

  describe.each(CASES)('%s', (name) => {
    const inputText = read(name, 'input.json');
    const expectedText = read(name, 'expected.json');
    const notesFile = join(FIXTURES, name, 'notes.json');
    const expectedNotes: MigrationNote[] = existsSync(notesFile)
      ? (JSON.parse(readFileSync(notesFile, 'utf8')) as MigrationNote[])
      : [];

    it('migrates input.json to expected.json byte for byte', () => {
      const result = migrateDocument(JSON.parse(inputText), { file: `${name}/input.json` });
      expect(canonical(result.document)).toBe(expectedText);
    });

    it('expected.json passes the v2 dashboard validator', () => {
      const valid = validateDashboard(JSON.parse(expectedText));
      expect(validateDashboard.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    });

    it('reports exactly the notes of notes.json (none when there is no notes.json)', () => {
      expect(migrateDocument(JSON.parse(inputText)).notes).toEqual(expectedNotes);
    });

    it('points every note at a value of input.json', () => {
      const input: unknown = JSON.parse(inputText);
      for (const { pointer } of expectedNotes) expect(resolves(input, pointer), pointer).toBe(true);
    });

    it('reports the versions and whether anything changed', () => {
      const input = JSON.parse(inputText) as { schemaVersion: number };
      const result = migrateDocument(input);
      expect(result.fromVersion).toBe(input.schemaVersion);
      expect(result.toVersion).toBe(2);
      expect(result.changed).toBe(input.schemaVersion !== 2);
    });

    it('leaves input.json untouched', () => {
      const input: unknown = JSON.parse(inputText);
      migrateDocument(input);
      expect(canonical(input)).toBe(canonical(JSON.parse(inputText)));
    });

    it('leaves expected.json as it is when migrated again', () => {
      const expected: unknown = JSON.parse(expectedText);
      const again = migrateDocument(expected);
      expect(again.changed).toBe(false);
      expect(again.document).toBe(expected);
      expect(again.notes).toEqual([]);
    });
  });
});
