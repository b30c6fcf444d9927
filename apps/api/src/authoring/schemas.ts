// JSON Schemas of the authoring routes' requests and answers (they also document /docs).
import { errorBodyWith } from '../http/errors.js';

const KINDS = ['tenant', 'metadata', 'indicators', 'dashboard', 'fragment'] as const;

/** A tenant folder name, or `_shared`. */
export const tenantParams = {
  type: 'object',
  required: ['tenant'],
  properties: {
    tenant: {
      type: 'string',
      maxLength: 63,
      description: 'Tenant folder (dashboards/<tenant>), or `_shared` for the shared fragments.',
    },
  },
} as const;

/** The path of a file inside the folder (checked by the route: 400 error.authoring.path). */
export const filePath = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description:
    'File relative to the folder: tenant.json, metadata.json, indicators.json, <key>.json or fragments/<name>.json.',
} as const;

const version = { type: 'string', description: 'sha256 (hex) of the file as stored.' } as const;
const kind = { type: 'string', enum: KINDS } as const;
const summary = { type: 'string', maxLength: 2000, description: 'What changed, for the history.' } as const;

/** A diagnostic of @voz/validation. */
export const diagnostic = {
  type: 'object',
  required: ['ruleId', 'severity', 'file', 'line', 'column', 'pointer', 'widgetId', 'message', 'hint'],
  properties: {
    ruleId: { type: 'string' },
    severity: { type: 'string', enum: ['error', 'warning'] },
    file: {
      type: 'string',
      description:
        "The file's path in the folder edited ('cxo.json'); '_shared/fragments/<name>.json' for a shared fragment; " +
        "'<tenant>/<path>' for a tenant's file broken by a change of _shared.",
    },
    line: { type: 'integer' },
    column: { type: 'integer' },
    pointer: { type: 'string', description: 'JSON Pointer inside the file.' },
    widgetId: { type: ['string', 'null'] },
    message: { type: 'string' },
    hint: { type: 'string' },
  },
} as const;

/** An error answer; 409s of a stale version add currentVersion, 422s add diagnostics. */
export const errorBody = errorBodyWith({
  currentVersion: { type: ['string', 'null'], description: '409 error.authoring.conflict: the version now stored.' },
  diagnostics: { type: 'array', items: diagnostic, description: '422 error.authoring.invalid: the blocking errors.' },
});

/** Answers of the errors every folder route may give. */
export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;
/** Answers of the writes' errors. */
export const writeErrors = { ...errors, 409: errorBody, 422: errorBody } as const;

export const tenantList = {
  type: 'object',
  required: ['tenants'],
  properties: {
    tenants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;

export const fileList = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'kind', 'version', 'size', 'modifiedAt'],
        properties: {
          path: { type: 'string' },
          kind,
          version,
          size: { type: 'integer', description: 'Bytes.' },
          modifiedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

/** A file with its text. */
export const fileText = {
  type: 'object',
  required: ['path', 'kind', 'version', 'text'],
  properties: { path: { type: 'string' }, kind, version, text: { type: 'string' } },
} as const;

export const bundle = {
  type: 'object',
  required: ['files', 'shared'],
  properties: {
    files: { type: 'array', items: fileText },
    shared: {
      type: 'array',
      description: 'The fragments of dashboards/_shared (empty for the _shared folder itself).',
      items: {
        type: 'object',
        required: ['path', 'version', 'text'],
        properties: { path: { type: 'string' }, version, text: { type: 'string' } },
      },
    },
  },
} as const;

export const pathQuery = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: filePath },
} as const;

export const deleteQuery = {
  type: 'object',
  required: ['path', 'version'],
  additionalProperties: false,
  properties: { path: filePath, version, summary },
} as const;

export const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { path: filePath },
} as const;

const content = { description: 'The document: any JSON value, stored as formatDocument(content, kind).' } as const;

export const saveBody = {
  type: 'object',
  required: ['content', 'baseVersion'],
  additionalProperties: false,
  properties: { content, baseVersion: { ...version, description: 'The version the edit started from.' }, summary },
} as const;

export const createBody = {
  type: 'object',
  required: ['path', 'content'],
  additionalProperties: false,
  properties: { path: filePath, content, summary },
} as const;

export const renameBody = {
  type: 'object',
  required: ['from', 'to', 'baseVersion'],
  additionalProperties: false,
  properties: { from: filePath, to: filePath, baseVersion: version, summary },
} as const;

export const restoreBody = {
  type: 'object',
  required: ['baseVersion'],
  additionalProperties: false,
  properties: {
    baseVersion: {
      type: ['string', 'null'],
      description: "The file's current version, or null when it no longer exists.",
    },
  },
} as const;

/** What a write answers. */
export const written = {
  type: 'object',
  required: ['path', 'kind', 'version', 'warnings'],
  properties: { path: { type: 'string' }, kind, version, warnings: { type: 'array', items: diagnostic } },
} as const;

export const deleted = {
  type: 'object',
  required: ['path', 'deleted'],
  properties: { path: { type: 'string' }, deleted: { type: 'boolean', const: true } },
} as const;

const entry = {
  type: 'object',
  required: ['id', 'path', 'action', 'version', 'author', 'authorName', 'at', 'summary'],
  properties: {
    id: { type: 'integer' },
    path: { type: 'string' },
    action: { type: 'string', enum: ['create', 'update', 'rename', 'delete', 'restore'] },
    version: { ...version, description: 'Version of the text stored with the entry.' },
    author: { type: 'string', description: 'E-mail of the author.' },
    authorName: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    summary: { type: 'string' },
  },
} as const;

export const historyList = {
  type: 'object',
  required: ['entries'],
  properties: { entries: { type: 'array', items: entry } },
} as const;

/**
 * Largest history id: the column is a bigint, whose ids past 2^53 - 1 would not round-trip through
 * JavaScript numbers; a larger one (or 1e20, 9223372036854775808) is a 400, not a 500 from the driver.
 */
export const HISTORY_ID_MAX = Number.MAX_SAFE_INTEGER;

export const historyParams = {
  type: 'object',
  required: ['tenant', 'id'],
  properties: {
    ...tenantParams.properties,
    id: { type: 'integer', minimum: 1, maximum: HISTORY_ID_MAX, description: 'History entry id.' },
  },
} as const;

export const historyEntry = {
  type: 'object',
  required: ['entry', 'text'],
  properties: {
    entry,
    text: { type: 'string', description: 'The text as saved (for a deletion, the text before it).' },
  },
} as const;
