import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getValidator } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { LEGACY_WIDGET_TYPES } from './legacy-widget-types.js';
import { migrateDocument } from './migrateDocument.js';

// docs/decisions/legacy-dashboards.md is the definition of version 1: its example must be what the
// code does, and its type table must list every legacy name.

const DOC = readFileSync(
  fileURLToPath(new URL('../../../../docs/decisions/legacy-dashboards.md', import.meta.url)),
  'utf8',
);

/** The JSON of the first ```json block after `<!-- marker -->`. */
function block(marker: string): unknown {
  const start = DOC.indexOf(`<!-- ${marker} -->`);
  expect(start, marker).toBeGreaterThanOrEqual(0);
  const match = /```json\n([\s\S]*?)\n```/.exec(DOC.slice(start));
  expect(match, marker).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('docs/decisions/legacy-dashboards.md', () => {
  it('migrates its version 1 example to its version 2 example', () => {
    expect(migrateDocument(block('v1-example')).document).toEqual(block('v2-example'));
  });

  it('lists the notes its example gives', () => {
    expect(migrateDocument(block('v1-example')).notes).toEqual(block('v2-example-notes'));
  });

  it('shows a version 2 example the dashboard schema accepts', () => {
    const validate = getValidator('dashboard');
    expect(validate(block('v2-example')), JSON.stringify(validate.errors)).toBe(true);
  });

  it('names every legacy type of LEGACY_WIDGET_TYPES in its table', () => {
    const table = DOC.slice(DOC.indexOf('### Legacy type names'), DOC.indexOf('### Notes and errors'));
    const missing = [...LEGACY_WIDGET_TYPES.keys()].filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
