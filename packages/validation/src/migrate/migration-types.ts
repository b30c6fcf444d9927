/** Something the migration changed or left out that a person should review. */
export interface MigrationNote {
  /** JSON Pointer of the value in the input document (of the step that wrote the note). */
  pointer: string;
  /** What happened, in Spanish and plain words ("Se descartó config.foo: el tipo nps no la admite"). */
  message: string;
}

/** Options of migrateDocument. */
export interface MigrationOptions {
  /** Path of the file migrated, copied into any MigrationError for diagnostics. */
  file?: string;
}

/** The outcome of migrateDocument. */
export interface MigrationResult {
  /** false when the document was already at the current version (and is returned as given). */
  changed: boolean;
  /** `schemaVersion` of the input. */
  fromVersion: number;
  /** `schemaVersion` of the output (the current version). */
  toVersion: number;
  /** The migrated document, at the current version. */
  document: unknown;
  /** What was dropped or changed and should be reviewed, in input order. */
  notes: MigrationNote[];
}

/** What one migration step returns. */
export interface MigrationStepResult {
  /** The document at the step's `to` version. */
  document: Record<string, unknown>;
  /** Notes with pointers into the step's input. */
  notes: MigrationNote[];
}

/** One named, numbered migration step; pure, it never mutates its input. */
export interface Migration {
  /** `schemaVersion` it reads. */
  readonly from: number;
  /** `schemaVersion` it writes (from + 1). */
  readonly to: number;
  /** Stable kebab-case name. */
  readonly name: string;
  /** Upgrades a document of version `from`; throws MigrationError when it cannot. */
  readonly migrate: (document: Readonly<Record<string, unknown>>) => MigrationStepResult;
}
