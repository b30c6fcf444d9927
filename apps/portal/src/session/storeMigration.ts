// The persisted session's shape and version (platform-core.md §4, §9), apart from the store so it is unit-tested.
import type { Account } from './account.js';

/** Storage key of the persisted session. */
export const SESSION_KEY = 'voz-session';
/** Version of the persisted session; another stored version is purged (platform-core.md §9). */
export const SESSION_VERSION = 1;

/** What is persisted. */
export interface PersistedSession {
  token: string | null;
  account: Account | null;
  /** Interface language chosen by the user (null: the tenant's first). */
  language: 'es' | 'en' | null;
  /** An alert-detail path asked for before sign-in, returned to after it. */
  returnTo: string | null;
}

export const EMPTY_SESSION: PersistedSession = { token: null, account: null, language: null, returnTo: null };

/**
 * Reads a stored session: the same version is taken as is; any other version is purged, so a
 * change of the stored shape can never be read as the new one.
 */
export function migrateSession(persisted: unknown, version: number): PersistedSession {
  if (version !== SESSION_VERSION || typeof persisted !== 'object' || persisted === null) return { ...EMPTY_SESSION };
  return { ...EMPTY_SESSION, ...(persisted as Partial<PersistedSession>) };
}
