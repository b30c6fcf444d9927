import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { copyBatch, type BlobCopy } from '../db/pglite-dialect.js';

// Bulk loads of the demo seed on PGlite: COPY … FROM '/dev/blob' in PostgreSQL's COPY text format.
// COPY writes a page of rows per WAL record where INSERT writes one per row, and skips the
// executor, so it loads several times faster than INSERT … SELECT FROM unnest (BENCHMARKS.md,
// "Demo seed"). PostgreSQL through `pg` has no COPY without a stream library; it keeps the
// batched unnest inserts of writeTenantData.ts.

/** A value of a COPY row: a string as it is sent, a number, or null (\N). */
export type CopyValue = string | number | null;

const SPECIAL = /[\\\n\r\t]/;
const SPECIAL_ALL = /[\\\n\r\t]/g;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value in COPY text format: \N for null, backslash, newline, carriage return and tab escaped. */
export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c] ?? c) : value;
}

/** Whether a database is PGlite (which takes COPY … FROM '/dev/blob') rather than a PostgreSQL server. */
export async function isPGlite(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(db);
  return rows[0]?.version.includes('PGlite') ?? false;
}

/** Rows of COPY text at most this long are sent per COPY (bounds the memory of one statement). */
const COPY_CHUNK_BYTES = 64 * 1024 * 1024;

const LINES_CHUNK_CHARS = 8 * 1024 * 1024;

/** One table's rows as COPY text (columns in `columns` order, a row a line), ready to load. */
export interface TableCopy {
  table: string;
  columns: readonly string[];
  data: Uint8Array;
}

/** COPY text of rows given as lines (each row's fields already in COPY text format, tab-separated). */
export function linesCopy(table: string, columns: readonly string[], lines: Iterable<string>): TableCopy {
  // Encoded a few megabytes at a time: one string of a large table would pass V8's length limit.
  const writer = new CopyWriter();
  const encoder = new TextEncoder();
  let chunk: string[] = [];
  let size = 0;
  const flush = (): void => {
    if (chunk.length === 0) return;
    chunk.push('');
    writer.put(encoder.encode(chunk.join('\n')), true);
    chunk = [];
    size = 0;
  };
  for (const line of lines) {
    chunk.push(line);
    size += line.length + 1;
    if (size >= LINES_CHUNK_CHARS) flush();
  }
  flush();
  return { table, columns, data: writer.data() };
}

/** A table's COPY cut at row ends into copies of at most `maxBytes` each. */
export function splitCopy({ table, columns, data }: TableCopy, maxBytes: number): TableCopy[] {
  const pieces: TableCopy[] = [];
  let start = 0;
  while (start < data.length) {
    let end = Math.min(start + maxBytes, data.length);
    if (end < data.length) end = data.lastIndexOf(NEWLINE, end - 1) + 1;
    if (end <= start) throw new Error(`a row of ${table} is longer than ${maxBytes} bytes`);
    pieces.push({ table, columns, data: data.subarray(start, end) });
    start = end;
  }
  return pieces;
}

/** A table's COPY as statements of at most COPY_CHUNK_BYTES each, cut at row ends. */
function blobCopies(copy: TableCopy): BlobCopy[] {
  const statement = `COPY ${copy.table} (${copy.columns.join(', ')}) FROM '/dev/blob'`;
  return splitCopy(copy, COPY_CHUNK_BYTES).map(({ data }) => ({ statement, data }));
}

/**
 * COPYs tables on PGlite, in order, as one batch (pglite-dialect.ts copyBatch): the PGlite worker
 * loads them all without waiting for this thread, which may compute meanwhile once the batch is
 * sent (a turn of the event loop after the call). The data is the caller's no more.
 */
export async function copyTables(db: Kysely<Database>, copies: readonly TableCopy[]): Promise<void> {
  // A view on a buffer that moved with an earlier batch reads as empty: refused, not loaded as no rows.
  const moved = copies.find((copy) => copy.data.buffer.byteLength === 0);
  if (moved) throw new Error(`the COPY data of ${moved.table} was already handed to the database`);
  const batch = copies.flatMap(blobCopies);
  if (batch.length > 0) await db.executeQuery(copyBatch(batch));
}

const TAB = 9;
const NEWLINE = 10;

/**
 * COPY text built straight into bytes: no string a row (hundreds of thousands of short strings
 * kept the garbage collector busy for longer than the roll-ups took to compute).
 */
export class CopyWriter {
  private bytes = new Uint8Array(1 << 20);
  private length = 0;
  private readonly encoder = new TextEncoder();
  private readonly encoded = new Map<string, Uint8Array>();

  /** A value's COPY text as bytes, encoded once per distinct value. */
  field(value: CopyValue): Uint8Array {
    const text = copyField(value);
    let bytes = this.encoded.get(text);
    if (!bytes) {
      bytes = this.encoder.encode(text);
      this.encoded.set(text, bytes);
    }
    return bytes;
  }

  private reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + n) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Appends encoded bytes (from `field`), preceded by a tab unless `first`. */
  put(bytes: Uint8Array, first = false): void {
    this.reserve(bytes.length + 1);
    if (!first) this.bytes[this.length++] = TAB;
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Appends a number, preceded by a tab unless `first`. */
  number(value: number, first = false): void {
    if (!Number.isSafeInteger(value) || value < 0) {
      this.put(this.encoder.encode(String(value)), first);
      return;
    }
    this.reserve(17);
    if (!first) this.bytes[this.length++] = TAB;
    if (value === 0) {
      this.bytes[this.length++] = 48;
      return;
    }
    let digits = 0;
    for (let v = value; v > 0; v = Math.floor(v / 10)) digits++;
    let at = this.length + digits;
    for (let v = value; v > 0; v = Math.floor(v / 10)) this.bytes[--at] = 48 + (v % 10);
    this.length += digits;
  }

  /** Ends a row. */
  end(): void {
    this.reserve(1);
    this.bytes[this.length++] = NEWLINE;
  }

  /** The COPY text written so far. */
  data(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}
