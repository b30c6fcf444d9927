import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { JSON_DEPTH_LIMIT, jsonTextTooDeep } from './depth.js';

/**
 * A JSON file, parsed. Positions (the syntax tree and line starts) are computed only when a
 * diagnostic needs them: valid files, the common case, are parsed once with JSON.parse.
 */
export class JsonSource {
  /** The parsed value, or undefined when the text is not JSON. */
  readonly value: unknown;
  /** The first syntax error, when the text is not strict JSON. */
  readonly syntaxError?: { offset: number; message: string };
  /**
   * Where the text first nests deeper than JSON_DEPTH_LIMIT, when it does: such a text is not
   * parsed at all (value undefined, no syntax tree), since every reader of it would recurse that deep.
   */
  readonly tooDeep?: { offset: number; limit: number };
  private parsedTree?: { tree: Node | undefined; errors: ParseError[] };
  private starts?: number[];

  constructor(
    /** The file's path, as reported in diagnostics. */
    readonly file: string,
    /** The file's text. */
    readonly text: string,
  ) {
    const deepAt = jsonTextTooDeep(text);
    if (deepAt !== undefined) {
      this.tooDeep = { offset: deepAt, limit: JSON_DEPTH_LIMIT };
      return;
    }
    try {
      this.value = JSON.parse(text) as unknown;
    } catch {
      const first = this.parse().errors[0];
      const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
      this.syntaxError = { offset: first?.offset ?? 0, message: SYNTAX_MESSAGES[code] ?? code };
    }
  }

  /** Syntax tree with offsets, for locating pointers. */
  get tree(): Node | undefined {
    return this.tooDeep ? undefined : this.parse().tree;
  }

  /** Offset of the start of each line. */
  get lineStarts(): number[] {
    if (!this.starts) {
      const starts = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text.charCodeAt(i) === 10) starts.push(i + 1);
      this.starts = starts;
    }
    return this.starts;
  }

  private parse(): { tree: Node | undefined; errors: ParseError[] } {
    if (!this.parsedTree) {
      const errors: ParseError[] = [];
      const tree = parseTree(this.text, errors, {
        disallowComments: true,
        allowTrailingComma: false,
        allowEmptyContent: false,
      });
      this.parsedTree = { tree, errors };
    }
    return this.parsedTree;
  }
}

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'símbolo no válido',
  InvalidNumberFormat: 'número mal escrito',
  PropertyNameExpected: 'se esperaba el nombre de una propiedad',
  ValueExpected: 'se esperaba un valor',
  ColonExpected: "se esperaban dos puntos ':'",
  CommaExpected: "se esperaba una coma ','",
  CloseBraceExpected: "falta cerrar un objeto con '}' (¿archivo cortado?)",
  CloseBracketExpected: "falta cerrar una lista con ']' (¿archivo cortado?)",
  EndOfFileExpected: 'hay texto después del final del documento',
  InvalidCommentToken: 'JSON no admite comentarios',
  UnexpectedEndOfComment: 'comentario sin cerrar',
  UnexpectedEndOfString: 'texto sin cerrar (¿archivo cortado?)',
  UnexpectedEndOfNumber: 'número incompleto',
  InvalidUnicode: 'secuencia unicode no válida',
  InvalidEscapeCharacter: 'carácter de escape no válido',
  InvalidCharacter: 'carácter no válido',
};

/** Parses strict JSON (no comments, no trailing commas); positions come on demand. */
export function parseJsonSource(file: string, text: string): JsonSource {
  return new JsonSource(file, text);
}

/** 1-based line and column of an offset. */
export function positionOf(source: JsonSource, offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = source.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((source.lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (source.lineStarts[lo] ?? 0) + 1 };
}

/** Splits a JSON Pointer into its unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Builds a JSON Pointer from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Where a pointer is written: the value's start, or for a missing member the nearest existing
 * ancestor. A pointer to an object member points at its key, so the line names the property.
 */
export function locatePointer(source: JsonSource, pointer: string): { line: number; column: number } {
  if (!source.tree) {
    const at = source.syntaxError?.offset ?? source.tooDeep?.offset;
    return at === undefined ? { line: 1, column: 1 } : positionOf(source, at);
  }
  let node: Node = source.tree;
  let at = node.offset;
  for (const segment of pointerSegments(pointer)) {
    const next = childOf(node, segment);
    if (!next) break;
    node = next.value;
    at = next.keyOffset ?? next.value.offset;
  }
  return positionOf(source, at);
}

function childOf(node: Node, segment: string): { value: Node; keyOffset?: number } | undefined {
  if (node.type === 'array') {
    const child = /^(0|[1-9][0-9]*)$/.test(segment) ? node.children?.[Number(segment)] : undefined;
    return child ? { value: child } : undefined;
  }
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key?.value === segment && value) return { value, keyOffset: key.offset };
    }
  }
  return undefined;
}
