import { LINT_FAMILIES } from './lints/families.js';
import type { RuleInfo, Severity } from './lints/family.js';

export type { Severity } from './lints/family.js';

/** One problem found in a file, with where it is written and how to fix it. */
export interface Diagnostic {
  /** Stable rule id (see RULES and docs/cli.md). */
  ruleId: RuleId;
  /** error or warning. */
  severity: Severity;
  /** Path of the file, as given to the validator (relative to the folder validated by the CLI). */
  file: string;
  /** 1-based line of the value at fault (1 when the file has no such value). */
  line: number;
  /** 1-based column of the value at fault. */
  column: number;
  /** JSON Pointer of the value at fault inside the file ('' for the whole file). */
  pointer: string;
  /** Id of the widget concerned, or null when the problem is not inside a widget. */
  widgetId: string | null;
  /** What is wrong, in plain words (Spanish). */
  message: string;
  /** How to fix it (Spanish). */
  hint: string;
}

/** A diagnostic before its line and column are looked up in the file's text. */
export type DiagnosticDraft = Omit<Diagnostic, 'line' | 'column' | 'severity'> & { severity?: Severity };

/** Rules of reading a file and matching its schema, before any lint (validate-tenant.ts, schema-errors.ts). */
const FILE_RULES = {
  'json-syntax': { severity: 'error', summary: 'The file is not valid JSON (cut, trailing comma, comment...).' },
  'json-depth': {
    severity: 'error',
    summary: 'The file nests arrays and objects deeper than JSON_DEPTH_LIMIT (64) levels.',
  },
  'missing-file': {
    severity: 'error',
    summary: 'A tenant folder lacks tenant.json, metadata.json or indicators.json.',
  },
  schema: {
    severity: 'error',
    summary: 'The file does not match its JSON Schema (missing field, unknown property, wrong type...).',
  },
  'unknown-widget-type': { severity: 'error', summary: 'A widget `type` that is not a registered widget kind.' },
  'schema-version': { severity: 'error', summary: 'A file in an older schemaVersion: run `npm run migrate`.' },
} as const satisfies Record<string, RuleInfo>;

/** The rules a tuple of lint families owns, as one object type. */
type OwnedRules<F extends readonly unknown[]> = F extends readonly [infer Head, ...infer Tail]
  ? (Head extends { rules: infer R } ? R : never) & OwnedRules<Tail>
  : unknown;

/**
 * Every rule the validator applies; ids are stable (tools and docs rely on them). The semantic
 * lints' rules come from their families (lints/families.ts), each rule owned by one family.
 */
export const RULES = Object.assign(
  {},
  FILE_RULES,
  ...LINT_FAMILIES.map((family) => family.rules),
) as typeof FILE_RULES & OwnedRules<typeof LINT_FAMILIES>;

/** A rule id. */
export type RuleId = keyof typeof RULES;

/** Orders diagnostics by file, then position, then rule, so output is stable. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    a.ruleId.localeCompare(b.ruleId) ||
    a.pointer.localeCompare(b.pointer) ||
    a.message.localeCompare(b.message)
  );
}
