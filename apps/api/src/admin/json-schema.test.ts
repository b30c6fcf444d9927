import type { Channel, CriticalMoment, GeoNode } from '@voz/schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contractSchema, nullable, text, type ContractBody } from './json-schema.js';
import type { FlatBody } from './metadata-stores.js';
import type { CriticalMomentBody, GeoLocationBody } from './structure.js';
import { likePattern } from '../http/list-filters.js';

describe('contractSchema', () => {
  it('inlines the $refs of a metadata.json definition, keeping the local description', () => {
    const question = contractSchema('metadata', '/$defs/question');
    expect(JSON.stringify(question)).not.toContain('$ref');
    expect(question).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'text', 'type'],
      properties: { text: { type: 'object', required: ['es'] }, scale: { required: ['min', 'max'] } },
    });
    expect(contractSchema('metadata', '/$defs/name', 'Nombre.')).toMatchObject({
      description: 'Nombre.',
      maxLength: 200,
    });
  });

  it('throws on a pointer that names nothing', () => {
    expect(() => contractSchema('metadata', '/$defs/nothing')).toThrow(/no schema/);
  });
});

describe('schema builders', () => {
  it('refuse NUL in text and add null to types and enums', () => {
    const pattern = new RegExp(text('x').pattern as string, 'u');
    expect(pattern.test('hola')).toBe(true);
    expect(pattern.test('ho\u0000la')).toBe(false);
    expect(nullable(text('x', { enum: ['A'] }))).toMatchObject({ type: ['string', 'null'], enum: ['A', null] });
  });

  it('escape LIKE wildcards in searched text', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('ContractBody', () => {
  // Checked by `npm run typecheck`: a body whose field schemas are inlined from the contract at
  // run time takes its types from the contract's generated type, so the two cannot drift.
  it('keeps required fields as the contract types them and lets optional ones be null', () => {
    type Body = ContractBody<GeoNode, 'name', 'mapCode' | 'coordinates'>;
    expectTypeOf<Body['name']>().toEqualTypeOf<GeoNode['name']>();
    expectTypeOf<Body['coordinates']>().toEqualTypeOf<[number, number] | null | undefined>();
    expectTypeOf<GeoLocationBody['coordinates']>().toEqualTypeOf<Body['coordinates']>();
    expectTypeOf<CriticalMomentBody['questions']>().toEqualTypeOf<
      Exclude<CriticalMoment['questions'], undefined> | null | undefined
    >();
    expectTypeOf<FlatBody['name']>().toEqualTypeOf<Channel['name']>();
    expectTypeOf<FlatBody['description']>().toEqualTypeOf<string | null | undefined>();
    const body: CriticalMomentBody = { name: 'Venta', workflowName: null, parentId: 1 };
    expect(Object.keys(body)).toEqual(['name', 'workflowName', 'parentId']);
  });
});
