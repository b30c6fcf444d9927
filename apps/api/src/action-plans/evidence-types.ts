// The evidence files an activity takes: photos, PDFs, office documents and plain text. A file is
// accepted when its declared type is listed, its name ends with one of that type's extensions and,
// for binary formats, its first bytes are that format's signature — so a renamed executable or an
// HTML page posing as a PNG is refused. SVG and HTML are left out on purpose: they can carry script.

/** One accepted type. */
interface EvidenceType {
  /** File name endings (lower case, with the dot). */
  extensions: readonly string[];
  /** Whether the bytes look like the format. */
  matches: (data: Uint8Array) => boolean;
}

const startsWith =
  (...signature: number[]) =>
  (data: Uint8Array): boolean =>
    data.length >= signature.length && signature.every((byte, i) => data[i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

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

/** Accepted content types. */
export const EVIDENCE_TYPES: Readonly<Record<string, EvidenceType>> = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], matches: startsWith(0xff, 0xd8, 0xff) },
  'image/png': { extensions: ['.png'], matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  'image/gif': {
    extensions: ['.gif'],
    matches: (d) => startsWith(...ascii('GIF87a'))(d) || startsWith(...ascii('GIF89a'))(d),
  },
  'image/webp': {
    extensions: ['.webp'],
    matches: (d) => startsWith(...ascii('RIFF'))(d) && ascii('WEBP').every((b, i) => d[8 + i] === b),
  },
  'application/pdf': { extensions: ['.pdf'], matches: startsWith(...ascii('%PDF-')) },
  'text/plain': { extensions: ['.txt'], matches: isText },
  'text/csv': { extensions: ['.csv'], matches: isText },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extensions: ['.docx'], matches: ZIP },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extensions: ['.xlsx'], matches: ZIP },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extensions: ['.pptx'],
    matches: ZIP,
  },
  'application/msword': { extensions: ['.doc'], matches: OLE },
  'application/vnd.ms-excel': { extensions: ['.xls'], matches: OLE },
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
  const type = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = EVIDENCE_TYPES[type];
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

/** The canonical content type of an accepted declared type. */
export function canonicalType(declaredType: string): string {
  return declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
}
