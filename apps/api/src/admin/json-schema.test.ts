import { describe, expect, it } from 'vitest';
import { contractSchema, nullable, text } from './json-schema.js';
import { likePattern } from './sql.js';

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
