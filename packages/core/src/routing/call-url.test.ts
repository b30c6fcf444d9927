import { describe, expect, it } from 'vitest';
import { encodeQuery, joinUrl, stableStringify } from './call-url.js';

describe('joinUrl', () => {
  it('joins with exactly one slash', () => {
    expect(joinUrl('https://voc.example.com/api/', 'indicators/A/values')).toBe(
      'https://voc.example.com/api/indicators/A/values',
    );
    expect(joinUrl('https://voc.example.com/api', '/indicators/A/values')).toBe(
      'https://voc.example.com/api/indicators/A/values',
    );
    expect(joinUrl('/api/voc//', '//alerts')).toBe('/api/voc/alerts');
  });

  it('keeps a same-host base a path, including the bare root', () => {
    expect(joinUrl('/api/lcm', 'account')).toBe('/api/lcm/account');
    expect(joinUrl('/', 'account')).toBe('/account');
  });

  it('adds the query only when there is one', () => {
    expect(joinUrl('/api', 'x', {})).toBe('/api/x');
    expect(joinUrl('/api', 'x', { b: '2', a: ['1', '3'] })).toBe('/api/x?a=1&a=3&b=2');
    expect(joinUrl('/api', 'x', { a: [] })).toBe('/api/x');
  });
});

describe('encodeQuery', () => {
  it('sorts keys, repeats array keys and encodes keys and values', () => {
    expect(encodeQuery({ z: 'a b', 'k&': ['x=y', 'ñ'] })).toBe('k%26=x%3Dy&k%26=%C3%B1&z=a%20b');
  });

  it('keeps empty strings as empty values', () => {
    expect(encodeQuery({ a: '' })).toBe('a=');
  });
});

describe('stableStringify', () => {
  it('gives the same text whatever the key order, at every level', () => {
    const a = { b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } };
    const b = { a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 };
    expect(stableStringify(a)).toBe(stableStringify(b));
    expect(stableStringify(a)).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
  });

  it('keeps array order, which carries meaning', () => {
    expect(stableStringify([2, 1])).not.toBe(stableStringify([1, 2]));
  });
});
