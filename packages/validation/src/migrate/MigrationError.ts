/**
 * Why a document could not be migrated: not-an-object (the file is not a JSON object),
 * missing-version / unknown-version (no `schemaVersion`, or one no migration starts from),
 * unknown-widget-type (a legacy type name with no v2 kind), invalid-document (a field the
 * target version requires is missing or has a value it cannot hold).
 */
export type MigrationErrorCode =
  'not-an-object' | 'missing-version' | 'unknown-version' | 'unknown-widget-type' | 'invalid-document';

/** A document that cannot be migrated; the CLI turns it into a diagnostic at `pointer` of `file`. */
export class MigrationError extends Error {
  /** Always 'MigrationError', so the error is recognisable once serialised. */
  override readonly name = 'MigrationError';
  /** What went wrong, as a stable code. */
  readonly code: MigrationErrorCode;
  /** JSON Pointer of the offending value in the input document ('' for the whole document). */
  readonly pointer: string;
  /** The file migrated, when the caller named it. */
  readonly file: string | undefined;

  /** An error at `pointer`; `message` is in Spanish, in plain words. */
  constructor(code: MigrationErrorCode, pointer: string, message: string, file?: string) {
    super(message);
    this.code = code;
    this.pointer = pointer;
    this.file = file;
  }

  /** The same error, naming the file it was found in. */
  inFile(file: string | undefined): MigrationError {
    return file === undefined ? this : new MigrationError(this.code, this.pointer, this.message, file);
  }
}
