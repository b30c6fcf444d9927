import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateTenant, type Diagnostic } from '@voz/validation';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, offsetOf, toLintDiagnostics } from './jsonDiagnostics.js';

function diagnostic(line: number, column: number, extra: Partial<Diagnostic> = {}): Diagnostic {
  return {
    ruleId: 'schema',
    severity: 'error',
    file: 'acme/home.json',
    line,
    column,
    pointer: '',
    widgetId: null,
    message: 'Falta la propiedad «title».',
    hint: 'Añada «title».',
    ...extra,
  };
}

const TENANT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../dashboards/default');

/** The JSON files of the default tenant's folder, by relative path. */
const files = new Map(
  fs
    .readdirSync(TENANT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(TENANT, f), 'utf8')] as const),
);

/** The text each mark covers. */
function marked(text: string, diagnostics: readonly Diagnostic[]): string[] {
  return toLintDiagnostics(text, diagnostics).map((m) => text.slice(m.from, m.to));
}

describe('offsetOf', () => {
  const text = '{\n  "a": 1,\n  "b": true\n}';

  it('turns 1-based lines and columns into 0-based offsets', () => {
    expect(offsetOf(text, 1, 1)).toBe(0);
    expect(offsetOf(text, 2, 3)).toBe(4);
    expect(text.slice(offsetOf(text, 3, 8))).toBe('true\n}');
    expect(offsetOf(text, 4, 1)).toBe(text.length - 1);
  });

  it('clamps to the text and a column to its line', () => {
    expect(offsetOf(text, 0, 0)).toBe(0);
    expect(offsetOf(text, -3, 5)).toBe(1);
    expect(offsetOf(text, 2, 99)).toBe(text.indexOf(',') + 1);
    expect(offsetOf(text, 9, 1)).toBe(text.length);
    expect(offsetOf(text, 4, 9)).toBe(text.length);
    expect(offsetOf('', 1, 1)).toBe(0);
    expect(offsetOf(text, Number.NaN, Number.NaN)).toBe(0);
  });

  it('does not count the carriage return of a CRLF line as a column', () => {
    expect(offsetOf('{\r\n  "a": 1\r\n}', 2, 99)).toBe(11);
  });
});

describe('toLintDiagnostics', () => {
  it('marks a string, a number and a literal', () => {
    const text = '{\n  "title": "Hola \\"mundo\\"",\n  "size": -1.5e3,\n  "on": false,\n  "x": null\n}';
    expect(
      marked(text, [diagnostic(2, 3), diagnostic(2, 12), diagnostic(3, 11), diagnostic(4, 9), diagnostic(5, 8)]),
    ).toEqual(['"title"', '"Hola \\"mundo\\""', '-1.5e3', 'false', 'null']);
  });

  it('marks an object or array to its closing bracket on the same line', () => {
    const text = '{ "position": [0, 1], "size": { "w": "]}", "h": [2] } }';
    const at = (s: string): Diagnostic => diagnostic(1, text.indexOf(s) + 1);
    expect(marked(text, [at('[0'), at('{ "w"')])).toEqual(['[0, 1]', '{ "w": "]}", "h": [2] }']);
  });

  it('stops a multi-line object or array at the end of its first line', () => {
    const text = '{\n  "widgets": [ { "id": "a",\n    "type": "kpi" }\n  ]\n}';
    expect(marked(text, [diagnostic(1, 1), diagnostic(2, 14), diagnostic(2, 16)])).toEqual([
      '{',
      '[ { "id": "a",',
      '{ "id": "a",',
    ]);
  });

  it('keeps a mark of something else short: one character, or a point at a line break or the end', () => {
    const text = '{\n  "a": 1,}\n';
    expect(toLintDiagnostics(text, [diagnostic(2, 10), diagnostic(2, 11), diagnostic(3, 1)])).toMatchObject([
      { from: 11, to: 12 },
      { from: 12, to: 12 },
      { from: 13, to: 13 },
    ]);
    expect(marked('"sin cerrar\n', [diagnostic(1, 1)])).toEqual(['"sin cerrar']);
  });

  it('carries severity, rule and the hint on a line of its own', () => {
    const text = '{ "a": 1 }';
    expect(
      toLintDiagnostics(text, [
        diagnostic(1, 3),
        diagnostic(1, 8, { ruleId: 'unknown-level', severity: 'warning', message: 'Nivel desconocido.', hint: '' }),
      ]),
    ).toEqual([
      { from: 2, to: 5, severity: 'error', message: 'Falta la propiedad «title».\nAñada «title».', source: 'schema' },
      { from: 7, to: 8, severity: 'warning', message: 'Nivel desconocido.', source: 'unknown-level' },
    ]);
  });

  it('marks what packages/validation reports: an unknown property at its key, a wrong value', () => {
    const demo = files.get('demo.json')!;
    const text = demo
      .replace('"background": {', '"colour": "rojo",\n  "background": {')
      .replace('"position": [0, 11]', '"position": [0, "11"]');
    const diagnostics = validateTenant({ name: 'default', dir: '', files: new Map([...files, ['demo.json', text]]) });
    const found = diagnostics.filter((d) => d.file === 'demo.json');
    expect(found.map((d) => d.pointer)).toEqual(['/colour', '/includes/1/position/1']);
    expect(marked(text, found)).toEqual(['"colour"', '"11"']);
  });
});

describe('jsonSyntaxError', () => {
  it('is null for JSON', () => {
    expect(jsonSyntaxError('{ "a": [1, 2, { "b": null }] }')).toBeNull();
    expect(jsonSyntaxError('  42 ')).toBeNull();
  });

  it('finds a trailing comma, in Spanish', () => {
    const text = '{\n  "a": 1,\n  "b": [1, 2,]\n}';
    const error = jsonSyntaxError(text);
    expect(error).toMatchObject({ line: 3, column: 14, offset: text.indexOf(']') });
    expect(error?.message).toMatch(/^JSON no válido en la línea 3, columna 14: /);
    expect(error?.message).not.toMatch(/JSON at|Unexpected/);
  });

  it('finds a missing comma on a later line', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(jsonSyntaxError(text)).toMatchObject({
      line: 3,
      column: 3,
      offset: text.indexOf('"b"'),
      message: "JSON no válido en la línea 3, columna 3: se esperaba una coma ','",
    });
  });

  it('finds a cut file at its end', () => {
    const text = '{\n  "a": [1, 2';
    expect(jsonSyntaxError(text)).toMatchObject({ line: 2, column: 13, offset: text.length });
    expect(jsonSyntaxError('')).toMatchObject({ line: 1, column: 1, offset: 0 });
  });

  it("falls back to packages/validation's position when the engine gives none", () => {
    // V8 words these "Unexpected token '}', ... is not valid JSON" and "Unexpected end of JSON input".
    expect(jsonSyntaxError('{\n  "a": tru}')).toMatchObject({ line: 2, column: 8, offset: 9 });
    expect(jsonSyntaxError('// nota\n{}')).toMatchObject({
      line: 1,
      column: 1,
      message: 'JSON no válido en la línea 1, columna 1: JSON no admite comentarios',
    });
  });

  it('reads "line L column C" messages (newer V8, Firefox)', () => {
    const parse = JSON.parse;
    JSON.parse = () => {
      throw new SyntaxError(
        "JSON.parse: expected ',' or '}' after property value in object at line 2 column 4 of the JSON data",
      );
    };
    try {
      expect(jsonSyntaxError('{\n"a":1 "b":2}')).toMatchObject({ line: 2, column: 4, offset: 5 });
    } finally {
      JSON.parse = parse;
    }
  });

  it('prefers the exact position when the message has both', () => {
    const parse = JSON.parse;
    JSON.parse = () => {
      throw new SyntaxError("Expected ',' or '}' after property value in JSON at position 9 (line 2 column 5)");
    };
    try {
      expect(jsonSyntaxError('{"a":\n 1 2}')).toMatchObject({ line: 2, column: 4, offset: 9 });
    } finally {
      JSON.parse = parse;
    }
  });
});
