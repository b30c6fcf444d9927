// The open document's text and diagnostics, computed by the validation worker for every edit.
// `pending` is true from an edit until its result arrives (the canvas has already moved on).
import type { Diagnostic } from '@voz/validation';
import { useEffect, useRef, useState } from 'react';
import type { FileKind } from '../api/authoring.js';
import type { ValidationRequest, ValidationResult } from './validation.worker.js';
import type { Workspace } from './workspace.js';

/** The latest validated state. */
export interface Validation {
  /** The text the diagnostics are about (what the JSON pane shows). */
  text: string;
  diagnostics: Diagnostic[];
  /** Whether an edit is still being validated. */
  pending: boolean;
}

export function useValidation(
  ws: Workspace,
  path: string,
  kind: FileKind,
  doc: unknown,
  /** Text typed in the JSON pane for this document, if any (else its canonical text). */
  typed: string | null,
  ready: boolean,
): Validation {
  const worker = useRef<Worker | null>(null);
  const serial = useRef(0);
  // The inputs of the latest request. `pending` is derived from them during render (the answer
  // names what it answered), so posting a request never costs a render of its own.
  const sent = useRef<Inputs | null>(null);
  const [result, setResult] = useState<(ValidationResult & { for: Inputs }) | null>(null);

  useEffect(() => {
    const w = new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (event: MessageEvent<ValidationResult>) => {
      // Only the answer to the latest edit counts; earlier ones are stale.
      if (event.data.id === serial.current && sent.current) setResult({ ...event.data, for: sent.current });
    };
    w.postMessage({ type: 'workspace', workspace: ws } satisfies ValidationRequest);
    return () => {
      w.terminate();
      worker.current = null;
    };
  }, [ws]);

  useEffect(() => {
    if (!ready || !worker.current) return;
    const id = ++serial.current;
    sent.current = { ws, path, kind, doc, typed };
    worker.current.postMessage({ type: 'validate', id, path, kind, doc, typed } satisfies ValidationRequest);
  }, [ws, path, kind, doc, typed, ready]);

  return {
    text: result?.text ?? '',
    diagnostics: result?.diagnostics ?? [],
    pending:
      result === null ||
      result.for.doc !== doc ||
      result.for.typed !== typed ||
      result.for.path !== path ||
      result.for.kind !== kind ||
      result.for.ws !== ws,
  };
}

/** What one validation request was about. */
interface Inputs {
  ws: Workspace;
  path: string;
  kind: FileKind;
  doc: unknown;
  typed: string | null;
}
