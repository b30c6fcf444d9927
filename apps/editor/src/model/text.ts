// The canonical text of a document (packages/validation's `fmt` form): what the server stores,
// what the JSON pane shows, what the diff compares.
import { formatDocument } from '@voz/validation';
import type { SchemaName } from '@voz/schema';
import type { FileKind } from '../api/authoring.js';

/** The schema of each kind of file. */
export const SCHEMA_OF: Record<FileKind, SchemaName> = {
  tenant: 'tenant',
  metadata: 'metadata',
  indicators: 'indicators',
  dashboard: 'dashboard',
  fragment: 'fragment',
};

/** The canonical text of a document of this kind. */
export function canonicalText(doc: unknown, kind: FileKind | undefined): string {
  try {
    return formatDocument(doc, kind ? SCHEMA_OF[kind] : undefined);
  } catch {
    return `${JSON.stringify(doc, null, 2)}\n`;
  }
}
