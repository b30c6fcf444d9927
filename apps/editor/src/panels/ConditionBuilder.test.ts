import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TESTS } from './ConditionBuilder.js';

const schema = JSON.parse(
  fs.readFileSync(new URL('../../../../schemas/render-condition.schema.json', import.meta.url), 'utf8'),
) as { $defs: { selectionTest: { properties: Record<string, unknown> } } };

describe('the condition builder', () => {
  it('offers every selection test of the schema (within included), each with a Spanish label', () => {
    expect(Object.keys(TESTS).sort()).toEqual(Object.keys(schema.$defs.selectionTest.properties).sort());
    expect(TESTS.within).toBe('está dentro de (el nodo o sus descendientes)');
  });
});
