import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors.js';
import { UPLOAD_LIMITS } from './uploads.js';

// Evidence uploads (alert evidence, action-plan activity evidence): the whole multipart request is
// read into memory within UPLOAD_LIMITS and every file checked before the caller writes anything,
// so a refused upload leaves nothing stored; a file's declared type is checked against its first
// bytes, so a renamed executable or an HTML page posing as a PNG is refused. The two routes were
// published with their own wording, their own allow-lists and their own status for a wrong type
// (400 on alerts, 415 on activities): those stay the caller's.

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

/** The content check of every type an evidence allow-list may take (magic numbers; text is NUL-free UTF-8). */
export const CONTENT_CHECKS = {
  'image/jpeg': startsWith(0xff, 0xd8, 0xff),
  'image/png': startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'image/gif': (data) => startsWith(...ascii('GIF87a'))(data) || startsWith(...ascii('GIF89a'))(data),
  'image/webp': (data) => startsWith(...ascii('RIFF'))(data) && ascii('WEBP').every((b, i) => data[8 + i] === b),
  'application/pdf': startsWith(...ascii('%PDF-')),
  'text/plain': isText,
  'text/csv': isText,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ZIP,
  'application/msword': OLE,
  'application/vnd.ms-excel': OLE,
} as const satisfies Record<string, ContentCheck>;

/** A declared content type without its parameters, in lower case ('Text/Plain; charset=utf-8' -> 'text/plain'). */
export function mediaType(declared: string): string {
  return declared.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** One file of a multipart request, as read. */
export interface UploadedFile {
  /** The name as the route keeps it (see ReadUploadsOptions.fileName). */
  fileName: string;
  /** The declared content type, as sent. */
  contentType: string;
  data: Buffer;
}

/** A route's words for an upload refused while it is read. */
export interface UploadMessages {
  /** The refusal of a request that is not multipart/form-data (its status is the route's too). */
  notMultipart: () => HttpError;
  /** 413: a file is larger than UPLOAD_LIMITS.fileSize. */
  fileTooLarge: (fileName: string, megabytes: number) => string;
  /** 413: more files than UPLOAD_LIMITS.files. */
  tooManyFiles: (files: number) => string;
  /** 413: more fields or parts than allowed. */
  tooManyParts: string;
  /** 400: the multipart body cannot be read. */
  malformed: string;
  /** 400: the form holds no file. */
  noFile: string;
}

/** How readUploads reads one route's files. */
export interface ReadUploadsOptions<File> {
  messages: UploadMessages;
  /** The name kept for a part's file name. */
  fileName: (raw: string | undefined) => string;
  /** Checks (and may convert) each file as soon as it is read; refuses it by throwing an HttpError. */
  accept: (file: UploadedFile) => File;
}

const MEGABYTE = 1024 * 1024;

/** The refusal of a multipart failure: every one is the client's doing, so none is a 5xx. */
function uploadError(error: unknown, fileName: string, messages: UploadMessages): HttpError {
  const tooLarge = (message: string): HttpError => new HttpError(413, message, 'error.payloadTooLarge');
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(messages.fileTooLarge(fileName, UPLOAD_LIMITS.fileSize / MEGABYTE));
    case 'FST_FILES_LIMIT':
      return tooLarge(messages.tooManyFiles(UPLOAD_LIMITS.files));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge(messages.tooManyParts);
    default:
      return badRequest(messages.malformed);
  }
}

/**
 * Reads every file of a multipart request into memory, within UPLOAD_LIMITS, passing each to
 * `accept` as it comes; fields are skipped. Nothing is written here: the caller stores the files
 * once all of them are read and accepted.
 */
export async function readUploads<File>(request: FastifyRequest, options: ReadUploadsOptions<File>): Promise<File[]> {
  const { messages } = options;
  if (!request.isMultipart()) throw messages.notMultipart();
  const files: File[] = [];
  let current = '';
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      current = options.fileName(part.filename);
      const data = await part.toBuffer();
      files.push(options.accept({ fileName: current, contentType: part.mimetype, data }));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw uploadError(error, current, messages);
  }
  if (files.length === 0) throw badRequest(messages.noFile);
  return files;
}
