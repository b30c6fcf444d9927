import type { FastifyRequest } from 'fastify';
import { ERROR_BODY, HttpError, badRequest } from './errors.js';
import { UPLOAD_LIMITS } from './uploads.js';

// The one upload policy of the API (issue 30, item 6): alert evidence and action-plan activity
// evidence take the same files, checked the same way, refused with the same status and words.
// Before, the same refused file got 400 on one route and 415 on the other, with other messages, and
// a traversal name was stored as "passwd" on one and refused on the other.
//
// The whole multipart request is read into memory within UPLOAD_LIMITS, every file checked as soon
// as it is read, and the caller stores them only once all passed, so a refused upload leaves
// nothing stored. A file is accepted when its declared type is listed, its (normalised) name ends
// with one of that type's extensions and its first bytes are that type's, so a renamed executable
// or an HTML page posing as a PNG is refused. SVG and HTML are left out on purpose: they can carry
// script.

/** Whether a file's bytes look like a format. */
export type ContentCheck = (data: Uint8Array) => boolean;

const startsWith =
  (...signature: number[]): ContentCheck =>
  (data) =>
    data.length >= signature.length && signature.every((byte, i) => data[i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Text without NUL bytes that decodes as UTF-8. */
function isText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** One accepted type: the endings its file names take and how its bytes start. */
interface EvidenceType {
  /** File name endings (lower case, with the dot). */
  extensions: readonly string[];
  matches: ContentCheck;
}

/** Every accepted content type of an evidence file. */
export const EVIDENCE_TYPES: Readonly<Record<string, EvidenceType>> = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], matches: startsWith(0xff, 0xd8, 0xff) },
  'image/png': { extensions: ['.png'], matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  'image/gif': {
    extensions: ['.gif'],
    matches: (data) => startsWith(...ascii('GIF87a'))(data) || startsWith(...ascii('GIF89a'))(data),
  },
  'image/webp': {
    extensions: ['.webp'],
    matches: (data) => startsWith(...ascii('RIFF'))(data) && ascii('WEBP').every((b, i) => data[8 + i] === b),
  },
  'application/pdf': { extensions: ['.pdf'], matches: startsWith(...ascii('%PDF-')) },
  'text/plain': { extensions: ['.txt'], matches: isText },
  'text/csv': { extensions: ['.csv'], matches: isText },
  [DOCX]: { extensions: ['.docx'], matches: ZIP },
  [XLSX]: { extensions: ['.xlsx'], matches: ZIP },
  [PPTX]: { extensions: ['.pptx'], matches: ZIP },
  'application/msword': { extensions: ['.doc'], matches: OLE },
  'application/vnd.ms-excel': { extensions: ['.xls'], matches: OLE },
};

/** The accepted content types, in the order of EVIDENCE_TYPES. */
export const EVIDENCE_CONTENT_TYPES: readonly string[] = Object.keys(EVIDENCE_TYPES);

/** A declared content type without its parameters, in lower case ('Text/Plain; charset=utf-8' -> 'text/plain'). */
export function mediaType(declared: string): string {
  return declared.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Longest file name kept. */
export const MAX_FILE_NAME = 200;

/**
 * The name kept for an uploaded file, safe to store and to send back in Content-Disposition: its
 * last path segment (a browser may send a whole path; '../../etc/passwd' keeps 'passwd', which the
 * type check then refuses for want of an extension), without control characters or quotes, trimmed,
 * and shortened to MAX_FILE_NAME keeping the extension. '' when nothing is left ('.' and '..' too).
 */
export function cleanFileName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = ((raw ?? '').split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (base === '.' || base === '..') return '';
  if (base.length <= MAX_FILE_NAME) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_FILE_NAME - ext.length) + ext;
}

/** A Content-Disposition attachment header with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Code and status of a file whose type, name or content is not an accepted type's. */
const UNSUPPORTED = { status: 415, code: 'error.unsupportedMediaType' } as const;

/**
 * Why a file is refused, with its status, or undefined when it is accepted: 400 for a file without
 * a name or without content, 415 for a type not listed, a name that is not its type's, or bytes that
 * are not its type's.
 */
export function refuseEvidence(
  fileName: string,
  declaredType: string,
  data: Uint8Array,
): { status: 400 | 415; why: string } | undefined {
  const type = mediaType(declaredType);
  if (!fileName) return { status: 400, why: 'el archivo no tiene nombre' };
  // Own keys only: a declared type such as '__proto__' or 'constructor' is not an allowed type.
  const kind = Object.hasOwn(EVIDENCE_TYPES, type) ? EVIDENCE_TYPES[type] : undefined;
  if (!kind) {
    return {
      status: UNSUPPORTED.status,
      why: `el tipo "${type || 'desconocido'}" de "${fileName}" no está permitido (tipos admitidos: ${EVIDENCE_CONTENT_TYPES.join(', ')})`,
    };
  }
  const lower = fileName.toLowerCase();
  if (!kind.extensions.some((ext) => lower.endsWith(ext))) {
    return {
      status: UNSUPPORTED.status,
      why: `el nombre de "${fileName}" no corresponde al tipo ${type} (${kind.extensions.join(', ')})`,
    };
  }
  if (data.length === 0) return { status: 400, why: `"${fileName}" está vacío` };
  if (!kind.matches(data)) return { status: UNSUPPORTED.status, why: `el contenido de "${fileName}" no es ${type}` };
  return undefined;
}

/** An uploaded file that passed the policy. */
export interface EvidenceFile {
  /** The normalised name (cleanFileName). */
  fileName: string;
  /** The declared type, without parameters (one of EVIDENCE_CONTENT_TYPES). */
  contentType: string;
  data: Buffer;
}

const MEGABYTE = 1024 * 1024;
const tooLarge = (message: string): HttpError => new HttpError(413, message, 'error.payloadTooLarge');

/** The refusal of a multipart failure: every one is the client's doing, so none is a 5xx. */
function uploadError(error: unknown, index: number, fileName: string): HttpError {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(
        `body.files.${index}: "${fileName}" supera el tamaño máximo de ${UPLOAD_LIMITS.fileSize / MEGABYTE} MB.`,
      );
    case 'FST_FILES_LIMIT':
      return tooLarge(`body.files: se admiten como máximo ${UPLOAD_LIMITS.files} archivos por envío.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge('body: el formulario tiene demasiadas partes.');
    default:
      return badRequest('body: el formulario multipart está mal formado.');
  }
}

/**
 * Reads every file of a multipart evidence upload into memory, within UPLOAD_LIMITS, checking each
 * as soon as it is read (refuseEvidence); form fields are skipped. Nothing is written here: the
 * caller stores the files once all of them are read and accepted.
 */
export async function readEvidence(request: FastifyRequest): Promise<EvidenceFile[]> {
  if (!request.isMultipart()) {
    throw new HttpError(
      UNSUPPORTED.status,
      'body: se espera un formulario multipart/form-data con los archivos.',
      UNSUPPORTED.code,
    );
  }
  const files: EvidenceFile[] = [];
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      fileName = cleanFileName(part.filename);
      const data = await part.toBuffer();
      const refused = refuseEvidence(fileName, part.mimetype, data);
      if (refused) {
        const message = `body.files.${files.length}: ${refused.why}.`;
        throw refused.status === 400 ? badRequest(message) : new HttpError(refused.status, message, UNSUPPORTED.code);
      }
      files.push({ fileName, contentType: mediaType(part.mimetype), data });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw uploadError(error, files.length, fileName);
  }
  if (files.length === 0) throw badRequest('body.files: falta al menos un archivo.');
  return files;
}

/** The policy as the OpenAPI document says it, for both upload routes. */
export const EVIDENCE_POLICY =
  `Up to ${UPLOAD_LIMITS.files} files of at most ${UPLOAD_LIMITS.fileSize / MEGABYTE} MB each, of types ` +
  `${EVIDENCE_CONTENT_TYPES.join(', ')}; a file's name must end with its type's extension and its first bytes ` +
  "must be its type's. The name kept is the last segment of the one sent, without control characters or quotes, " +
  `at most ${MAX_FILE_NAME} characters. Refusals, nothing stored in any case: 415 error.unsupportedMediaType ` +
  '(not multipart/form-data; a type not listed; a name or content not of its type), 413 error.payloadTooLarge ' +
  '(a file too large, too many files or parts), 400 error.validation (no file, a file without a name or empty, ' +
  'a malformed form).';

const refusal = (description: string): Record<string, unknown> => ({ description, ...ERROR_BODY });

/** The refusals of an evidence upload, for a route's response schema. */
export const EVIDENCE_REFUSALS = {
  400: refusal('No file, a file without a name or empty, or a malformed form.'),
  413: refusal('A file too large, too many files or too many parts.'),
  415: refusal("Not multipart/form-data, a type not listed, or a file's name or content not of its type."),
} as const;

// The multipart form, for the OpenAPI document. The route reads the parts itself, so Fastify
// validates an absent body: the second branch lets it through (an object branch alone would not).
export const EVIDENCE_UPLOAD_BODY = {
  content: {
    'multipart/form-data': {
      schema: {
        anyOf: [
          {
            type: 'object',
            properties: {
              file: {
                type: 'array',
                maxItems: UPLOAD_LIMITS.files,
                items: { type: 'string', format: 'binary' },
                description: 'The files (one part each, under any field name).',
              },
            },
          },
          { not: { type: 'object' } },
        ],
      },
    },
  },
} as const;
