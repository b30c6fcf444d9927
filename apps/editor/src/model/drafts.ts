// Drafts kept in the browser (localStorage): every edit of an open file is saved here, so a
// reload, a crash or a closed tab loses nothing; the editor offers the draft back when the file
// is opened again. A new dashboard lives here as a draft until its first save creates it.

/** A draft of one file. */
export interface Draft {
  /** Version of the server's file the draft is based on; null for a file not created yet. */
  baseVersion: string | null;
  /** The draft's document. */
  doc: unknown;
  /** When it was written (ISO). */
  savedAt: string;
}

const PREFIX = 'voz-editor-draft:';
const keyOf = (tenant: string, path: string): string => `${PREFIX}${tenant}/${path}`;

/** The draft of a file, if any. */
export function readDraft(tenant: string, path: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(keyOf(tenant, path));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Draft;
    return typeof draft === 'object' && draft !== null && 'doc' in draft ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the draft of a file. */
export function writeDraft(tenant: string, path: string, draft: Omit<Draft, 'savedAt'>): void {
  try {
    localStorage.setItem(keyOf(tenant, path), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // A full storage loses the draft, not the edit.
  }
}

/** Forgets the draft of a file (after a save, or when the consultant discards it). */
export function clearDraft(tenant: string, path: string): void {
  try {
    localStorage.removeItem(keyOf(tenant, path));
  } catch {
    // Nothing to forget.
  }
}

/** Widgets copied, for pasting in another dashboard or tenant. */
export const CLIPBOARD_KEY = 'voz-editor-clipboard';
