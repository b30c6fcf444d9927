import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import {
  attachmentHeader,
  cleanFileName,
  EVIDENCE_TYPES,
  MAX_FILE_NAME,
  mediaType,
  readEvidence,
  refuseEvidence,
} from './evidence.js';
import { UPLOAD_LIMITS } from './uploads.js';

// The API's one upload policy (issue 30, item 6), unit by unit; upload-policy.test.ts sends the
// same files to both upload routes.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const PDF = Buffer.from('%PDF-1.7\n');
const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');
const matches = (type: string, data: Uint8Array): boolean => EVIDENCE_TYPES[type]!.matches(data);

describe('mediaType', () => {
  it('drops parameters, blanks and case', () => {
    expect(mediaType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(mediaType(' IMAGE/PNG ')).toBe('image/png');
    expect(mediaType('')).toBe('');
  });
});

describe('content checks', () => {
  it('recognise each format by its first bytes', () => {
    expect(matches('image/png', PNG)).toBe(true);
    expect(matches('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(matches('image/gif', latin1('GIF89a...'))).toBe(true);
    expect(matches('image/webp', latin1('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(matches('application/pdf', PDF)).toBe(true);
    expect(matches('application/msword', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(matches('application/vnd.ms-excel', latin1('PK\x03\x04'))).toBe(false);
  });

  it('refuse truncated signatures, other formats and text that is binary or not UTF-8', () => {
    expect(matches('image/png', PNG.subarray(0, 4))).toBe(false);
    expect(matches('application/pdf', PNG)).toBe(false);
    expect(matches('image/webp', latin1('RIFF\0\0\0\0WAVE'))).toBe(false);
    expect(matches('text/plain', Buffer.from('hola ñandú'))).toBe(true);
    expect(matches('text/csv', Buffer.from([0x61, 0x00]))).toBe(false);
    expect(matches('text/plain', Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});

describe('refuseEvidence', () => {
  it('accepts listed types whose name and bytes match, ignoring parameters and case', () => {
    expect(refuseEvidence('a.png', 'image/png', PNG)).toBeUndefined();
    expect(refuseEvidence('A.PDF', 'application/pdf; charset=binary', PDF)).toBeUndefined();
    expect(refuseEvidence('notas.txt', 'Text/Plain; charset=utf-8', Buffer.from('ñandú'))).toBeUndefined();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(refuseEvidence('x.docx', docx, Buffer.from([0x50, 0x4b, 3, 4]))).toBeUndefined();
  });

  it('refuses with 415 what is not an accepted type: the type, the name or the bytes', () => {
    const status = (name: string, type: string, data: Uint8Array): number | undefined =>
      refuseEvidence(name, type, data)?.status;
    expect(refuseEvidence('a.svg', 'image/svg+xml', Buffer.from('<svg/>'))?.why).toContain('no está permitido');
    expect(status('a.html', 'text/html', Buffer.from('<p>'))).toBe(415);
    expect(status('a.exe', 'image/png', PNG)).toBe(415);
    expect(refuseEvidence('a.exe', 'image/png', PNG)?.why).toContain('no corresponde');
    expect(refuseEvidence('a.png', 'image/png', PDF)?.why).toContain('no es image/png');
    expect(status('a.txt', 'text/plain', Buffer.from([0x61, 0, 0x62]))).toBe(415);
    expect(status('a.txt', '', Buffer.from('x'))).toBe(415);
    for (const type of ['constructor', '__proto__', 'toString']) expect(status('a.txt', type, PNG), type).toBe(415);
  });

  it('refuses with 400 a file without a name or without content', () => {
    expect(refuseEvidence('', 'text/plain', PNG)).toEqual({ status: 400, why: 'el archivo no tiene nombre' });
    expect(refuseEvidence('a.txt', 'text/plain', new Uint8Array())).toEqual({ status: 400, why: '"a.txt" está vacío' });
  });
});

describe('cleanFileName and attachmentHeader', () => {
  it('keep the last segment without control characters or quotes, and the extension of long names', () => {
    expect(cleanFileName('C:\\fotos\\..\\a"b\u0001.png')).toBe('ab.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.txt')).toBe('ab.txt');
    expect(cleanFileName(undefined)).toBe('');
    expect(cleanFileName('..')).toBe('');
    const long = cleanFileName(`${'x'.repeat(500)}.pdf`);
    expect(long).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('write an ASCII fallback and the UTF-8 name, with quotes neutralised', () => {
    expect(attachmentHeader('informe año.pdf')).toBe(
      `attachment; filename="informe a_o.pdf"; filename*=UTF-8''informe%20a%C3%B1o.pdf`,
    );
    expect(attachmentHeader('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
    expect(attachmentHeader("it's (1).txt")).toContain("filename*=UTF-8''it%27s%20%281%29.txt");
  });
});

describe('readEvidence', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart);
    app.setErrorHandler((error: Error, _request, reply) => {
      const known = error instanceof HttpError ? error : undefined;
      const status = known?.statusCode ?? 500;
      return reply.status(status).send({ status, code: known?.code ?? 'error.internal', message: error.message });
    });
    app.post('/upload', async (request) =>
      (await readEvidence(request)).map((f) => ({ name: f.fileName, type: f.contentType, size: f.data.length })),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const send = async (
    files: { name: string; type: string; data: Buffer }[],
    fields: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const f of files) form.append('file', new Blob([f.data], { type: f.type }), f.name);
    const request = new Request('http://localhost/upload', { method: 'POST', body: form });
    const answer = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: Object.fromEntries(request.headers),
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: answer.statusCode, body: answer.json() };
  };

  it('reads every file, skipping fields, with normalised names and types', async () => {
    const answer = await send(
      [
        { name: '../fotos/a.png', type: 'image/png', data: PNG },
        { name: 'b.txt', type: 'text/plain; charset=utf-8', data: Buffer.from('x') },
      ],
      { nota: 'x' },
    );
    expect(answer).toEqual({
      status: 200,
      body: [
        { name: 'a.png', type: 'image/png', size: PNG.length },
        { name: 'b.txt', type: 'text/plain', size: 1 },
      ],
    });
  });

  it('refuses no multipart (415), no file and a malformed form (400)', async () => {
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'error.unsupportedMediaType' });
    expect(await send([], { nota: 'sin archivo' })).toMatchObject({
      status: 400,
      body: { message: 'body.files: falta al menos un archivo.' },
    });
    const garbage = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nsin cierre',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('answers 413 over the size and count limits, naming the file too large', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.fileSize + 1);
    PNG.copy(big);
    const tooBig = await send([
      { name: 'ok.png', type: 'image/png', data: PNG },
      { name: 'big.png', type: 'image/png', data: big },
    ]);
    expect(tooBig).toMatchObject({
      status: 413,
      body: { message: `body.files.1: "big.png" supera el tamaño máximo de ${UPLOAD_LIMITS.fileSize / 2 ** 20} MB.` },
    });
    const many = Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => ({
      name: `f${i}.png`,
      type: 'image/png',
      data: PNG,
    }));
    expect(await send(many)).toMatchObject({ status: 413, body: { code: 'error.payloadTooLarge' } });
  });

  it('stops at the first file refused, naming its place in the form', async () => {
    const answer = await send([
      { name: 'b.png', type: 'image/png', data: PNG },
      { name: 'a.html', type: 'text/html', data: Buffer.from('<p>') },
    ]);
    expect(answer).toMatchObject({ status: 415, body: { code: 'error.unsupportedMediaType' } });
    expect((answer.body as { message: string }).message).toMatch(/^body\.files\.1: el tipo "text\/html" de "a\.html"/);
  });
});
