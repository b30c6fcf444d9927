import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, badRequest } from './errors.js';
import { CONTENT_CHECKS, mediaType, readUploads, type UploadMessages } from './evidence.js';
import { UPLOAD_LIMITS } from './uploads.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);

describe('mediaType', () => {
  it('drops parameters, blanks and case', () => {
    expect(mediaType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(mediaType(' IMAGE/PNG ')).toBe('image/png');
    expect(mediaType('')).toBe('');
  });
});

describe('CONTENT_CHECKS', () => {
  const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');

  it('recognises each format by its first bytes', () => {
    expect(CONTENT_CHECKS['image/png'](PNG)).toBe(true);
    expect(CONTENT_CHECKS['image/jpeg'](Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(CONTENT_CHECKS['image/gif'](ascii('GIF89a...'))).toBe(true);
    expect(CONTENT_CHECKS['image/webp'](ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(CONTENT_CHECKS['application/pdf'](ascii('%PDF-1.7'))).toBe(true);
    expect(CONTENT_CHECKS['application/msword'](Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      true,
    );
    expect(CONTENT_CHECKS['application/vnd.ms-excel'](ascii('PK\x03\x04'))).toBe(false);
  });

  it('refuses truncated signatures, other formats and text that is binary or not UTF-8', () => {
    expect(CONTENT_CHECKS['image/png'](PNG.subarray(0, 4))).toBe(false);
    expect(CONTENT_CHECKS['application/pdf'](PNG)).toBe(false);
    expect(CONTENT_CHECKS['image/webp'](ascii('RIFF\0\0\0\0WAVE'))).toBe(false);
    expect(CONTENT_CHECKS['text/plain'](Buffer.from('hola ñandú'))).toBe(true);
    expect(CONTENT_CHECKS['text/csv'](Buffer.from([0x61, 0x00]))).toBe(false);
    expect(CONTENT_CHECKS['text/plain'](Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});

describe('readUploads', () => {
  const messages: UploadMessages = {
    notMultipart: () => new HttpError(415, 'not multipart', 'error.unsupportedMediaType'),
    fileTooLarge: (fileName, megabytes) => `${fileName} > ${megabytes} MB`,
    tooManyFiles: (files) => `> ${files} files`,
    tooManyParts: 'too many parts',
    malformed: 'malformed',
    noFile: 'no file',
  };
  let app: FastifyInstance;
  const seen: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart);
    app.post('/upload', async (request) => {
      const files = await readUploads(request, {
        messages,
        fileName: (raw) => `[${raw ?? ''}]`,
        accept: (file) => {
          seen.push(file.fileName);
          if (file.contentType !== 'image/png') throw badRequest(`${file.fileName}: ${file.contentType}`);
          return { name: file.fileName, size: file.data.length };
        },
      });
      return files;
    });
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

  it('reads every file, skipping fields, through the name and accept of the route', async () => {
    const answer = await send(
      [
        { name: 'a.png', type: 'image/png', data: PNG },
        { name: 'b.png', type: 'image/png', data: PNG },
      ],
      { nota: 'x' },
    );
    expect(answer).toEqual({
      status: 200,
      body: [
        { name: '[a.png]', size: PNG.length },
        { name: '[b.png]', size: PNG.length },
      ],
    });
  });

  it("refuses with the route's own words: no multipart, no file, malformed", async () => {
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: 'not multipart' });
    const empty = await send([], { nota: 'sin archivo' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'no file' } });
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
    const tooBig = await send([
      { name: 'ok.png', type: 'image/png', data: PNG },
      { name: 'big.png', type: 'image/png', data: big },
    ]);
    expect(tooBig).toMatchObject({
      status: 413,
      body: { message: `[big.png] > ${UPLOAD_LIMITS.fileSize / 2 ** 20} MB` },
    });
    const many = Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => ({
      name: `f${i}.png`,
      type: 'image/png',
      data: PNG,
    }));
    expect(await send(many)).toMatchObject({ status: 413, body: { message: `> ${UPLOAD_LIMITS.files} files` } });
  });

  it("stops at the first file the route's accept refuses, with its refusal", async () => {
    seen.length = 0;
    const answer = await send([
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('x') },
      { name: 'b.png', type: 'image/png', data: PNG },
    ]);
    expect(answer).toMatchObject({ status: 400, body: { message: '[a.txt]: text/plain' } });
    expect(seen).toEqual(['[a.txt]']);
  });
});
