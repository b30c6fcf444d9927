/** How serious a diagnostic is: errors fail `voz validate` (exit 1), warnings do not. */
export type Severity = 'error' | 'warning';

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

/** Every rule the validator applies; ids are stable (tools and docs rely on them). */
export const RULES = {
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
  'grid-bounds': { severity: 'error', summary: 'A widget reaching past the 4th column.' },
  'widget-overlap': { severity: 'error', summary: 'Two widgets that can be visible at the same time share cells.' },
  'duplicate-widget-id': { severity: 'error', summary: 'Two widgets of a resolved dashboard with the same id.' },
  'widget-size': { severity: 'error', summary: "A widget smaller or larger than its kind's min/max size." },
  'unknown-indicator': {
    severity: 'error',
    summary: 'An indicator request naming an indicator absent from indicators.json.',
  },
  'unknown-route': {
    severity: 'error',
    summary: 'An indicator request `url` that is not a call of the routing table.',
  },
  'extra-wrong-route': {
    severity: 'error',
    summary:
      'An extra its call does not take: `sentiment` outside the social-listening calls, `interval`, `metric` or `breakdown` outside the social overview chart (the backend would answer 400).',
  },
  'unknown-context-field': {
    severity: 'error',
    summary:
      'A `context` grouping without `extras.contextField`, or a contextField or contextValues field not declared in metadata.json `responseContext.fields`.',
  },
  'unknown-critical-moment': { severity: 'error', summary: 'A critical-moment id absent from metadata.json.' },
  'unknown-geography': { severity: 'error', summary: 'A geography id absent from metadata.json.' },
  'unknown-logical': { severity: 'error', summary: 'A logical-location id absent from metadata.json.' },
  'unknown-channel': { severity: 'error', summary: 'A channel id absent from metadata.json.' },
  'unknown-question': {
    severity: 'error',
    summary: 'A question id absent from metadata.json (or not under the moments named).',
  },
  'unknown-level': { severity: 'error', summary: 'A user level absent from tenant.json `levels`.' },
  'unknown-color-scale': { severity: 'error', summary: 'A colour-scale name absent from tenant.json `colorScales`.' },
  'unknown-dashboard': {
    severity: 'error',
    summary: 'An assignment rule or default naming a dashboard file that does not exist.',
  },
  'color-scale-gap': {
    severity: 'error',
    summary: 'Values between two consecutive bands of a colour scale belong to neither.',
  },
  'color-scale-overlap': { severity: 'error', summary: 'Values belonging to two bands of a colour scale.' },
  'color-scale-order': {
    severity: 'error',
    summary:
      'A band with its bounds reversed, bands not in ascending order, or a `range` whose min is not below its max.',
  },
  'color-scale-range': {
    severity: 'error',
    summary:
      'A widget or request colouring, on a scale with a `range`, values its indicator yields on another range (an NPS, −100 to 100, on a 0–10 scale).',
  },
  'missing-translation': { severity: 'error', summary: 'A text without `en` in a tenant that offers English.' },
  'broken-include': {
    severity: 'error',
    summary: 'An include naming a missing fragment or widget, an unused override, or a cycle.',
  },
  'key-mismatch': {
    severity: 'error',
    summary: 'A dashboard `key` or tenant `id` that differs from its file or folder name.',
  },
  'root-mismatch': { severity: 'error', summary: 'A metadata tree whose root is not the tenant.json root id.' },
  'duplicate-id': { severity: 'error', summary: 'Two nodes of a metadata tree, or two questions, with the same id.' },
} as const satisfies Record<string, { severity: Severity; summary: string }>;

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
