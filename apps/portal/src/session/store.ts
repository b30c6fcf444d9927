// The session: the token and the account, persisted in localStorage under one versioned key
// (platform-core.md §4: anything stored under another version than 1 is purged), plus what is
// kept only in memory (the temporary password typed at sign-in, for the forced reset).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Account } from './account.js';
import {
  EMPTY_SESSION,
  migrateSession,
  SESSION_KEY,
  SESSION_VERSION,
  type PersistedSession,
} from './storeMigration.js';

export { SESSION_KEY, SESSION_VERSION, type PersistedSession };

/** The session store. */
export interface SessionState extends PersistedSession {
  /** The password typed at sign-in while it is temporary (never persisted). */
  temporaryPassword: string | null;
  signedIn: (token: string, account: Account, typedPassword?: string) => void;
  setAccount: (account: Account) => void;
  setToken: (token: string) => void;
  setLanguage: (language: 'es' | 'en') => void;
  setReturnTo: (path: string | null) => void;
  /** Clears the token and the account (the language and a remembered path stay). */
  signOut: () => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      temporaryPassword: null,
      signedIn: (token, account, typedPassword) =>
        set({
          token,
          account,
          temporaryPassword: account.temporalPass && typedPassword !== undefined ? typedPassword : null,
        }),
      setAccount: (account) => set({ account }),
      setToken: (token) => set({ token, account: null }),
      setLanguage: (language) => set({ language }),
      setReturnTo: (returnTo) => set({ returnTo }),
      signOut: () => set({ token: null, account: null, temporaryPassword: null }),
    }),
    {
      name: SESSION_KEY,
      version: SESSION_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, account, language, returnTo }): PersistedSession => ({
        token,
        account,
        language,
        returnTo,
      }),
      migrate: migrateSession,
    },
  ),
);
