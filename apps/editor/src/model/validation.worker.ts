// Validation off the main thread: the editor posts each new document here; the worker formats it
// (canonical text) and validates it with its tenant folder, so an edit on a large dashboard never
// waits for either (~5 ms each for 60 widgets) before the canvas shows it.
import type { Diagnostic } from '@voz/validation';
import type { FileKind } from '../api/authoring.js';
import { canonicalText } from './text.js';
import { validateOpen, type Workspace } from './workspace.js';

/** What the editor posts. */
export type ValidationRequest =
  | { type: 'workspace'; workspace: Workspace }
  | { type: 'validate'; id: number; path: string; kind: FileKind; doc: unknown; typed: string | null };

/** What the worker answers: the document's text (typed, or canonical) and its diagnostics. */
export interface ValidationResult {
  id: number;
  text: string;
  diagnostics: Diagnostic[];
}

let workspace: Workspace | undefined;

self.onmessage = (event: MessageEvent<ValidationRequest>) => {
  const message = event.data;
  if (message.type === 'workspace') {
    workspace = message.workspace;
    return;
  }
  if (!workspace) return;
  const text = message.typed ?? canonicalText(message.doc, message.kind);
  const diagnostics = validateOpen(workspace, message.path, message.kind, text);
  const result: ValidationResult = { id: message.id, text, diagnostics };
  self.postMessage(result);
};
