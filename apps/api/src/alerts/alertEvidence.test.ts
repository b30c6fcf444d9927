import { describe, expect, it } from 'vitest';
import { attachmentHeader, checkEvidenceFile, cleanFileName, contentMatchesType } from './alertEvidence.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]);
const PDF = Buffer.from('%PDF-1.7\n');

describe('contentMatchesType', () => {
  it('recognises each allowed type by its first bytes', () => {
    expect(contentMatchesType(PNG, 'image/png')).toBe(true);
    expect(contentMatchesType(JPEG, 'image/jpeg')).toBe(true);
    expect(contentMatchesType(PDF, 'application/pdf')).toBe(true);
    expect(contentMatchesType(Buffer.from('hola ñandú'), 'text/plain')).toBe(true);
  });

  it('refuses content of another type, truncated signatures and binary text', () => {
    expect(contentMatchesType(PDF, 'image/png')).toBe(false);
    expect(contentMatchesType(PNG.subarray(0, 4), 'image/png')).toBe(false);
    expect(contentMatchesType(PNG, 'application/pdf')).toBe(false);
    expect(contentMatchesType(Buffer.from([0x61, 0x00]), 'text/plain')).toBe(false);
    expect(contentMatchesType(Buffer.from([0xc3, 0x28]), 'text/plain')).toBe(false);
  });
});

describe('checkEvidenceFile', () => {
  it('accepts an allowed type with matching content, ignoring parameters and case', () => {
    expect(checkEvidenceFile('a.txt', 'Text/Plain; charset=utf-8', Buffer.from('x')).contentType).toBe('text/plain');
  });

  it('refuses other types, empty files and mismatched content with a 400 naming the file', () => {
    const refuse = (type: string, data: Buffer): unknown => {
      try {
        checkEvidenceFile('f.bin', type, data);
        return undefined;
      } catch (error) {
        return error;
      }
    };
    const zip = refuse('application/zip', PNG) as { statusCode: number; message: string };
    expect(zip.statusCode).toBe(400);
    expect(zip.message).toContain('f.bin');
    expect(refuse('image/svg+xml', Buffer.from('<svg/>'))).toMatchObject({ statusCode: 400 });
    expect(refuse('', PNG)).toMatchObject({ statusCode: 400 });
    expect(refuse('image/png', Buffer.alloc(0))).toMatchObject({ statusCode: 400 });
    expect(refuse('image/jpeg', PNG)).toMatchObject({ statusCode: 400 });
  });
});

describe('cleanFileName and attachmentHeader', () => {
  it('drops paths and control characters, and names nameless files', () => {
    expect(cleanFileName('C:\\fotos\\..\\a.png')).toBe('a.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.txt')).toBe('ab.txt');
    expect(cleanFileName(undefined)).toBe('archivo');
    expect(cleanFileName('..')).toBe('archivo');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
  });

  it('writes an ASCII fallback and the UTF-8 name, with quotes neutralised', () => {
    expect(attachmentHeader('informe año.pdf')).toBe(
      `attachment; filename="informe a_o.pdf"; filename*=UTF-8''informe%20a%C3%B1o.pdf`,
    );
    expect(attachmentHeader('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
    expect(attachmentHeader("it's (1).txt")).toContain("filename*=UTF-8''it%27s%20%281%29.txt");
  });
});
