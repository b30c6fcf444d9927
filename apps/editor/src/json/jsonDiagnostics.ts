// packages/validation's diagnostics (1-based line and column) as CodeMirror lint ranges (0-based
// offsets), and the JSON syntax error of a text, found at once in the browser before the document
// is revalidated. Pure: no DOM, no CodeMirror import, so it is tested under Node.
import { parseJsonSource, type Diagnostic } from '@voz/validation';

/** A lint range in the shape `setDiagnostics` of @codemirror/lint takes. */
export interface LintMark {
  /** 0-based offset where the mark starts. */
  from: number;
  /** 0-based offset where the mark ends (exclusive; equal to `from` for a point). */
  to: number;
  severity: 'error' | 'warning';
  /** The diagnostic's message, then its hint on a line of its own. */
  message: string;
  /** The rule id. */
  source: string;
}

/** The first JSON syntax error of a text, where it is and what it is (Spanish). */
export interface JsonSyntaxError {
  /** `JSON no válido en la línea L, columna C: <detail>`. */
  message: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** 0-based offset. */
  offset: number;
}

/** 0-based offset of a 1-based line and column, clamped to the text (and the column to its line). */
export function offsetOf(text: string, line: number, column: number): number {
  return offsetIn(lineStartsOf(text), text, line, column);
}

/**
 * Lint ranges for diagnostics: each from its line and column to the end of the JSON token written
 * there (a string, a number, a literal; an object or array up to its closing bracket, but never past
 * the end of its first line, so a whole dashboard is not underlined).
 */
export function toLintDiagnostics(text: string, diagnostics: readonly Diagnostic[]): LintMark[] {
  const starts = lineStartsOf(text);
  return diagnostics.map((d) => {
    const from = offsetIn(starts, text, d.line, d.column);
    return {
      from,
      to: tokenEnd(text, from),
      severity: d.severity,
      message: d.hint ? `${d.message}\n${d.hint}` : d.message,
      source: d.ruleId,
    };
  });
}

/**
 * The first syntax error of a text, or null when it is JSON. The position comes from the engine's
 * message ("at position N", or "line L column C" as newer V8 and Firefox write it), else from
 * packages/validation's parser; the detail is packages/validation's, in Spanish, as the CLI words it.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  let engineMessage: string;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    engineMessage = error instanceof Error ? error.message : String(error);
  }
  const starts = lineStartsOf(text);
  const fallback = parseJsonSource('', text).syntaxError;
  const position = /at position (\d+)/.exec(engineMessage);
  const lineColumn = /line (\d+) column (\d+)/.exec(engineMessage);
  const offset = position
    ? Math.min(Number(position[1]), text.length)
    : lineColumn
      ? offsetIn(starts, text, Number(lineColumn[1]), Number(lineColumn[2]))
      : Math.min(fallback?.offset ?? 0, text.length);
  const { line, column } = positionIn(starts, offset);
  const detail = fallback?.message ?? engineMessage;
  return { message: `JSON no válido en la línea ${line}, columna ${column}: ${detail}`, line, column, offset };
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function offsetIn(starts: readonly number[], text: string, line: number, column: number): number {
  const l = Number.isFinite(line) ? Math.trunc(line) : 1;
  if (l > starts.length) return text.length;
  const start = starts[Math.max(l, 1) - 1] ?? 0;
  const end = lineEnd(text, start);
  const c = Number.isFinite(column) ? Math.trunc(column) : 1;
  return Math.min(start + Math.max(c, 1) - 1, end);
}

function positionIn(starts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}

/** Offset of the end of the line holding `from`, before its line break (`\n` or `\r\n`). */
function lineEnd(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  if (newline < 0) return text.length;
  return newline > from && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
}

const NUMBER = /-?\d+(?:\.\d*)?(?:[eE][+-]?\d*)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

/** End of the JSON token starting at `from` (see toLintDiagnostics). */
function tokenEnd(text: string, from: number): number {
  const ch = text[from];
  if (ch === undefined) return from;
  const end = lineEnd(text, from);
  if (ch === '"') {
    // An unterminated string stops at the end of its line.
    for (let i = from + 1; i < end; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '"') return i + 1;
    }
    return end;
  }
  if (ch === '{' || ch === '[') {
    // Closing bracket if it is on the same line, else the end of the line.
    let depth = 0;
    for (let i = from; i < end; i++) {
      const c = text[i];
      if (c === '"') {
        for (i++; i < end && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      } else if (c === '{' || c === '[') depth++;
      else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
    }
    return end;
  }
  for (const pattern of [NUMBER, WORD]) {
    pattern.lastIndex = from;
    if (pattern.exec(text)) return pattern.lastIndex;
  }
  if (from >= end) return from; // a line break: a point mark
  const code = text.charCodeAt(from);
  return code >= 0xd800 && code <= 0xdbff && from + 1 < end ? from + 2 : from + 1;
}
