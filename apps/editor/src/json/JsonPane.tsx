// The JSON pane: CodeMirror 6 on the document's text, kept in sync both ways with the editor's
// model, showing packages/validation's diagnostics (decision 0012) and, at once, the syntax error
// of the text being typed. Its undo is CodeMirror's own: Ctrl+Z typed here never reaches the
// app's global undo.
import { json } from '@codemirror/lang-json';
import { forEachDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, Transaction, type Extension, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Diagnostic } from '@voz/validation';
import { basicSetup } from 'codemirror';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { jsonSyntaxError, toLintDiagnostics, type LintMark } from './jsonDiagnostics.js';
import { i18n, t, useT } from '../i18n.js';

/** Props of JsonPane. */
export interface JsonPaneProps {
  /** The document's text; a change made elsewhere (canvas, panels, undo) replaces the pane's. */
  text: string;
  /** packages/validation's diagnostics of this document (line and column in `text`). */
  diagnostics: readonly Diagnostic[];
  /** Called with the whole text after each edit made in the pane (never for a change of `text`). */
  onChange: (text: string) => void;
  readOnly?: boolean;
  /** Accessible name of the text area; 'JSON del documento' (in the interface language) by default. */
  label?: string;
}

/** A problem listed below the editor. */
interface Problem {
  from: number;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
  hint: string;
}

/** Marks the transactions that bring `text` into the pane, so they are not echoed to onChange. */
const fromProps = Annotation.define<boolean>();

/** The rule id of the syntax error computed here (the parent's own json-syntax diagnostics are dropped). */
const SYNTAX_RULE = 'json-syntax';

/** How many texts sent to onChange are remembered to recognise their echo in `text`. */
const MAX_EMITTED = 50;

const paneTheme = EditorView.theme({
  '&': { height: '100%' },
  '.cm-scroller': { fontFamily: 'inherit' },
});

function paneConfig(readOnly: boolean, label: string | undefined): Extension {
  return [
    EditorState.readOnly.of(readOnly),
    // tabindex: the content is reachable by Tab already (contenteditable), but axe counts only a
    // tabindex or a native control as focusable content of the scroller (scrollable-region-focusable);
    // a read-only pane gets a tab stop this way too, to scroll it by keyboard.
    EditorView.contentAttributes.of({ 'aria-label': label ?? t('editor.json.label'), tabindex: '0' }),
  ];
}

/** CodeMirror 6 editor of a JSON document, its diagnostics marked in the text and listed below it. */
export function JsonPane({ text, diagnostics, onChange, readOnly = false, label }: JsonPaneProps): ReactElement {
  const translate = useT();
  const language = i18n.language;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [config] = useState(() => new Compartment());
  const latest = useRef({ text, diagnostics, onChange, readOnly, label });
  /** The diagnostics whose lines and columns were last turned into offsets (later edits map them). */
  const placedRef = useRef<readonly Diagnostic[] | null>(null);
  /** Texts sent to onChange whose echo in `text` has not come back yet. */
  const emittedRef = useRef<string[]>([]);
  const [problems, setProblems] = useState<readonly Problem[]>([]);

  useLayoutEffect(() => {
    latest.current = { text, diagnostics, onChange, readOnly, label };
  });

  /** Pushes the diagnostics of the current text to the editor and to the list. */
  const refresh = useCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    const doc = view.state.doc.toString();
    const { diagnostics } = latest.current;
    let marks: LintMark[];
    if (placedRef.current !== diagnostics) {
      // New diagnostics: place them by line and column. The parent's json-syntax ones may be of an
      // older text; the one computed below is of this one.
      marks = toLintDiagnostics(
        doc,
        diagnostics.filter((d) => d.ruleId !== SYNTAX_RULE),
      );
      placedRef.current = diagnostics;
    } else {
      // Same diagnostics, edited text: keep them where CodeMirror moved them with the edits, until
      // the parent revalidates, rather than placing them again at lines that have shifted.
      marks = currentMarks(view.state).filter((m) => m.source !== SYNTAX_RULE);
    }
    const syntax = jsonSyntaxError(doc);
    if (syntax) {
      const { line, column, message } = syntax;
      const local: Diagnostic = {
        ruleId: SYNTAX_RULE,
        severity: 'error',
        file: '',
        line,
        column,
        pointer: '',
        widgetId: null,
        message,
        hint: '',
      };
      marks.push(...toLintDiagnostics(doc, [local]));
    }
    marks.sort((a, b) => a.from - b.from || a.to - b.to);
    if (!sameMarks(marks, currentMarks(view.state))) view.dispatch(setDiagnostics(view.state, marks));
    const next = marks.map((m) => toProblem(view.state.doc, m));
    setProblems((previous) => (sameProblems(previous, next) ? previous : next));
  }, []);

  // The view, created once.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let scheduled = false;
    const scheduleRefresh = (): void => {
      if (scheduled) return;
      scheduled = true;
      // After the update: a view cannot be dispatched to from its own update listener.
      queueMicrotask(() => {
        scheduled = false;
        refresh();
      });
    };
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: latest.current.text,
        extensions: [
          basicSetup,
          json(),
          lintGutter(),
          EditorView.lineWrapping,
          paneTheme,
          config.of(paneConfig(latest.current.readOnly, latest.current.label)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            scheduleRefresh();
            if (update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromProps))) {
              const next = update.state.doc.toString();
              const emitted = emittedRef.current;
              emitted.push(next);
              if (emitted.length > MAX_EMITTED) emitted.shift();
              latest.current.onChange(next);
            }
          }),
        ],
      }),
    });
    viewRef.current = view;
    placedRef.current = null;
    emittedRef.current = [];
    // Bubbling phase, so CodeMirror (inside) has already handled the key.
    const keepUndo = (event: KeyboardEvent): void => {
      if (isUndoRedo(event)) event.stopPropagation();
    };
    host.addEventListener('keydown', keepUndo);
    return () => {
      host.removeEventListener('keydown', keepUndo);
      viewRef.current = null;
      view.destroy();
    };
  }, [config, refresh]);

  // `text` into the pane, when it is not the echo of an edit made here.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    // CodeMirror keeps line breaks as \n.
    const next = text.replace(/\r\n?/g, '\n');
    const emitted = emittedRef.current;
    const echo = emitted.lastIndexOf(next);
    if (echo >= 0) {
      // One of ours: the pane already shows it or a later edit (whose own echo is coming).
      emitted.splice(0, echo + 1);
      return;
    }
    const current = view.state.doc.toString();
    if (next === current) return;
    view.dispatch({
      changes: changeBetween(current, next),
      // Only the changed span is replaced, so the selection and the marks move with the text; the
      // pane's undo history keeps to edits made here.
      annotations: [fromProps.of(true), Transaction.addToHistory.of(false)],
    });
  }, [text]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: config.reconfigure(paneConfig(readOnly, label)) });
    // The language too: the default name is in it.
  }, [config, readOnly, label, language]);

  useEffect(() => {
    refresh();
  }, [diagnostics, refresh]);

  const reveal = (from: number): void => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ selection: { anchor: Math.min(from, view.state.doc.length) }, scrollIntoView: true });
    view.focus();
  };

  return (
    <div data-json-pane="" className="flex h-full min-h-0 flex-col overflow-hidden bg-white">
      <div ref={hostRef} className="min-h-0 flex-1 overflow-auto font-mono text-[13px]" />
      <ul
        role="list"
        aria-label={translate('editor.json.problems')}
        className="max-h-40 shrink-0 overflow-auto border-t border-slate-200 text-sm empty:border-t-0"
      >
        {problems.map((p, i) => (
          <li key={`${p.from}:${i}`}>
            <button
              type="button"
              onClick={() => reveal(p.from)}
              className="flex w-full items-baseline gap-2 px-3 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-600"
            >
              <span className={p.severity === 'error' ? 'font-medium text-red-700' : 'font-medium text-amber-700'}>
                {p.severity === 'error'
                  ? translate('editor.diagnostics.error')
                  : translate('editor.diagnostics.warning')}
              </span>
              <span className="shrink-0 font-mono text-slate-600 tabular-nums">
                {p.line}:{p.column}
              </span>
              <span className="min-w-0">
                {p.message}
                {p.hint ? <span className="block text-slate-600">{p.hint}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl/Cmd+Y. */
function isUndoRedo(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const key = event.key.toLowerCase();
  return key === 'z' || key === 'y';
}

/** The one span to replace to turn `current` into `next` (their common start and end kept). */
function changeBetween(current: string, next: string): { from: number; to: number; insert: string } {
  const max = Math.min(current.length, next.length);
  let start = 0;
  while (start < max && current.charCodeAt(start) === next.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && current.charCodeAt(current.length - 1 - end) === next.charCodeAt(next.length - 1 - end))
    end++;
  return { from: start, to: current.length - end, insert: next.slice(start, next.length - end) };
}

function currentMarks(state: EditorState): LintMark[] {
  const marks: LintMark[] = [];
  forEachDiagnostic(state, (d, from, to) => {
    marks.push({
      from,
      to,
      severity: d.severity === 'warning' ? 'warning' : 'error',
      message: d.message,
      source: d.source ?? '',
    });
  });
  return marks.sort((a, b) => a.from - b.from || a.to - b.to);
}

function sameMarks(a: readonly LintMark[], b: readonly LintMark[]): boolean {
  const key = (m: LintMark): string => `${m.from}:${m.to}:${m.severity}:${m.source}:${m.message}`;
  const keys = new Set(b.map(key));
  return a.length === b.length && a.every((m) => keys.has(key(m)));
}

function toProblem(doc: Text, mark: LintMark): Problem {
  const from = Math.min(mark.from, doc.length);
  const line = doc.lineAt(from);
  const newline = mark.message.indexOf('\n');
  return {
    from,
    line: line.number,
    column: from - line.from + 1,
    severity: mark.severity,
    message: newline < 0 ? mark.message : mark.message.slice(0, newline),
    hint: newline < 0 ? '' : mark.message.slice(newline + 1),
  };
}

function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => {
      const q = b[i];
      return (
        q !== undefined &&
        p.from === q.from &&
        p.line === q.line &&
        p.column === q.column &&
        p.severity === q.severity &&
        p.message === q.message &&
        p.hint === q.hint
      );
    })
  );
}
