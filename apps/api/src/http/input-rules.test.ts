import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_DETAIL, refuseControlCharacters, refusedField } from './input-rules.js';

// The one input rule (issue 40, item 1): no control characters in paths, queries, headers or JSON
// bodies, but tab and line breaks in a body's free text (and tab in a header). The fuzz suite
// (contract/fuzz.test.ts) checks it on every route of the app; here, what it lets through.

const request = (parts: Partial<Parameters<typeof refusedField>[0]>): Parameters<typeof refusedField>[0] => ({
  params: {},
  query: {},
  headers: {},
  body: undefined,
  ...parts,
});

describe('refusedField', () => {
  it('names the first path, query, header or body field with a control character', () => {
    expect(refusedField(request({ params: { id: '1\u0000' } }))).toBe('params.id');
    expect(refusedField(request({ query: { filter: 'a\u001fb' } }))).toBe('querystring.filter');
    expect(refusedField(request({ headers: { 'x-a': 'a\u0001' } }))).toBe('headers.x-a');
    expect(refusedField(request({ body: { items: [{ text: 'ok' }, { text: 'a\u0000' }] } }))).toBe('body.items.1.text');
    expect(refusedField(request({ body: { 'a\u0000b': 1 } }))).toBe('body.a?b');
    expect(refusedField(request({ body: ['\u0007'] }))).toBe('body.0');
  });

  it('lets tab and line breaks through in body text and tab in a header, nowhere else', () => {
    expect(refusedField(request({ body: { text: 'uno\tdos\r\ntres\n' } }))).toBeUndefined();
    expect(refusedField(request({ headers: { 'user-agent': 'a\tb' } }))).toBeUndefined();
    expect(refusedField(request({ query: { filter: 'a\tb' } }))).toBe('querystring.filter');
    expect(refusedField(request({ query: { filter: 'a\nb' } }))).toBe('querystring.filter');
    expect(refusedField(request({ params: { key: 'a\tb' } }))).toBe('params.key');
    expect(refusedField(request({ headers: { 'x-a': 'a\nb' } }))).toBe('headers.x-a');
  });

  it('lets ordinary text through, accents, emoji and DEL included, and reads query objects without a prototype', () => {
    const query = Object.create(null) as Record<string, unknown>;
    query.filter = ['ñandú 😀', 'a\u007fb'];
    expect(refusedField(request({ query, body: { n: 1, b: true, z: null, s: '../x' } }))).toBeUndefined();
    query.sort = ['ok', '\u0000'];
    expect(refusedField(request({ query }))).toBe('querystring.sort.1');
  });

  it('does not read bytes a parser kept as a buffer', () => {
    expect(refusedField(request({ body: Buffer.from([0, 1, 2]) }))).toBeUndefined();
  });
});

describe('the preValidation hook', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.addHook('preValidation', refuseControlCharacters);
    app.post('/items/:id', (req) => Promise.resolve({ ok: true, body: req.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a Spanish 400 naming the field before the route runs', async () => {
    const answer = await app.inject({ method: 'POST', url: '/items/1?q=%00', payload: { a: 1 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 400,
      code: 'error.validation',
      message: `querystring.q: ${CONTROL_CHARACTER_DETAIL}`,
      field: 'querystring.q',
    });
    const path = await app.inject({ method: 'POST', url: '/items/a%01', payload: { a: 1 } });
    expect(path.json()).toMatchObject({ status: 400, field: 'params.id' });
    const body = await app.inject({ method: 'POST', url: '/items/1', payload: { a: { b: 'x\u0000' } } });
    expect(body.json()).toMatchObject({ status: 400, field: 'body.a.b' });
  });

  it('lets a free text with line breaks reach the route', async () => {
    const answer = await app.inject({ method: 'POST', url: '/items/1?q=a', payload: { text: 'uno\n\tdos' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true, body: { text: 'uno\n\tdos' } });
  });
});
