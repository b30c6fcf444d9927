// The editor's state: the open document (tracked by zundo for undo and redo) and what is not
// part of the history (the file it came from, the selection, the JSON pane's text).
import { temporal } from 'zundo';
import { create } from 'zustand';
import type { FileKind } from '../api/authoring.js';
import { canonicalText } from './text.js';

/** The file being edited. */
export interface OpenFile {
  tenant: string;
  path: string;
  kind: FileKind;
  /** Version of the file on the server the edits are based on. */
  baseVersion: string;
  /** The server's text at that version (for the change summary and the diff). */
  savedText: string;
}

/** State of the document store. */
export interface DocState {
  /** The edited document (tracked). */
  doc: unknown;
  file: OpenFile | null;
  /** Selected widget ids, in selection order. */
  selection: string[];
  /** The JSON pane's text and the document it belongs to; another document shows its canonical text. */
  paneText: { text: string; of: unknown } | null;
  /** The last edit's coalescing key and time (typing in a field is one undo step). */
  lastEdit: { key: string; at: number } | null;
  /** Opens a document: a new history starts. */
  open: (file: OpenFile, doc: unknown) => void;
  /** One edit of the document; edits with the same key within COALESCE_MS are one undo step. */
  edit: (next: unknown, key?: string) => void;
  select: (ids: string[]) => void;
  /** Text typed in the JSON pane: the document follows when it parses. */
  typeText: (text: string) => void;
  /** After a save: the file's new version and text. */
  saved: (version: string, text: string) => void;
}

/** Edits with the same key closer than this are one undo step (typing a title). */
export const COALESCE_MS = 1200;

export const useDoc = create<DocState>()(
  temporal(
    (set, get) => ({
      doc: null,
      file: null,
      selection: [],
      paneText: null,
      lastEdit: null,
      open: (file, doc) => {
        useDoc.temporal.getState().pause();
        set({ file, doc, selection: [], paneText: null, lastEdit: null });
        useDoc.temporal.getState().clear();
        useDoc.temporal.getState().resume();
      },
      edit: (next, key) => {
        if (next === get().doc) return;
        const now = Date.now();
        const last = get().lastEdit;
        const coalesce = key !== undefined && last?.key === key && now - last.at < COALESCE_MS;
        const temporalState = useDoc.temporal.getState();
        if (coalesce) temporalState.pause();
        set({ doc: next, lastEdit: key === undefined ? null : { key, at: now } });
        if (coalesce) temporalState.resume();
      },
      select: (selection) => set({ selection }),
      typeText: (text) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          set({ paneText: { text, of: get().doc } });
          return;
        }
        get().edit(parsed, 'json-pane');
        set({ paneText: { text, of: parsed } });
      },
      saved: (version, text) => {
        const file = get().file;
        if (file) set({ file: { ...file, baseVersion: version, savedText: text } });
      },
    }),
    {
      partialize: (state) => ({ doc: state.doc }),
      equality: (past, current) => past.doc === current.doc,
      limit: 500,
    },
  ),
);

/** The text the JSON pane shows: what was typed for this document, else its canonical form. */
export function paneTextOf(state: Pick<DocState, 'doc' | 'file' | 'paneText'>): string {
  if (state.paneText && state.paneText.of === state.doc) return state.paneText.text;
  return canonicalText(state.doc, state.file?.kind);
}

/** Whether the pane holds text that is not JSON (saving is blocked). */
export function paneHasSyntaxError(state: Pick<DocState, 'doc' | 'file' | 'paneText'>): boolean {
  if (!state.paneText || state.paneText.of !== state.doc) return false;
  try {
    JSON.parse(state.paneText.text);
    return false;
  } catch {
    return true;
  }
}

export const undo = (): void => useDoc.temporal.getState().undo();
export const redo = (): void => useDoc.temporal.getState().redo();
