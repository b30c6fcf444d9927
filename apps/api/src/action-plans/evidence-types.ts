import { CONTENT_CHECKS, mediaType, type ContentCheck } from '../http/evidence.js';

// The evidence files an activity takes: photos, PDFs, office documents and plain text. A file is
// accepted when its declared type is listed, its name ends with one of that type's extensions and
// its bytes are that type's (http/evidence.ts) — so a renamed executable or an HTML page posing as
// a PNG is refused. SVG and HTML are left out on purpose: they can carry script.

/** One accepted type. */
interface EvidenceType {
  /** File name endings (lower case, with the dot). */
  extensions: readonly string[];
  /** Whether the bytes look like the format. */
  matches: ContentCheck;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Accepted content types. */
export const EVIDENCE_TYPES: Readonly<Record<string, EvidenceType>> = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], matches: CONTENT_CHECKS['image/jpeg'] },
  'image/png': { extensions: ['.png'], matches: CONTENT_CHECKS['image/png'] },
  'image/gif': { extensions: ['.gif'], matches: CONTENT_CHECKS['image/gif'] },
  'image/webp': { extensions: ['.webp'], matches: CONTENT_CHECKS['image/webp'] },
  'application/pdf': { extensions: ['.pdf'], matches: CONTENT_CHECKS['application/pdf'] },
  'text/plain': { extensions: ['.txt'], matches: CONTENT_CHECKS['text/plain'] },
  'text/csv': { extensions: ['.csv'], matches: CONTENT_CHECKS['text/csv'] },
  [DOCX]: { extensions: ['.docx'], matches: CONTENT_CHECKS[DOCX] },
  [XLSX]: { extensions: ['.xlsx'], matches: CONTENT_CHECKS[XLSX] },
  [PPTX]: { extensions: ['.pptx'], matches: CONTENT_CHECKS[PPTX] },
  'application/msword': { extensions: ['.doc'], matches: CONTENT_CHECKS['application/msword'] },
  'application/vnd.ms-excel': { extensions: ['.xls'], matches: CONTENT_CHECKS['application/vnd.ms-excel'] },
};

/** Longest file name kept. */
export const MAX_FILE_NAME = 200;

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment,
 * without control characters, trimmed and shortened to MAX_FILE_NAME (keeping the extension).
 */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (base.length <= MAX_FILE_NAME) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_FILE_NAME - ext.length) + ext;
}

/** Why a file is refused (Spanish, for the client), or undefined when it is accepted. */
export function refuseEvidence(fileName: string, declaredType: string, data: Uint8Array): string | undefined {
  const type = mediaType(declaredType);
  // Own keys only: a declared type such as '__proto__' or 'constructor' is not an allowed type.
  const kind = Object.hasOwn(EVIDENCE_TYPES, type) ? EVIDENCE_TYPES[type] : undefined;
  if (!fileName) return 'el archivo no tiene nombre';
  if (!kind) return `el tipo "${type || 'desconocido'}" de "${fileName}" no está permitido`;
  const lower = fileName.toLowerCase();
  if (!kind.extensions.some((ext) => lower.endsWith(ext))) {
    return `el nombre de "${fileName}" no corresponde al tipo ${type} (${kind.extensions.join(', ')})`;
  }
  if (data.length === 0) return `"${fileName}" está vacío`;
  if (!kind.matches(data)) return `el contenido de "${fileName}" no es ${type}`;
  return undefined;
}
