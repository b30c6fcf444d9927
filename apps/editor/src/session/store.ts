// The signed-in consultant: token and who it is, and the interface language, kept in localStorage
// (zustand persist, version 1; another stored version is dropped), as the portal keeps its session. Signing in needs ROLE_ROOT or ROLE_CONSULTANT.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ApiError, callApi } from '@voz/data';
import type { Language } from '@voz/i18n';
import { t } from '../i18n.js';

/** Who is signed in. */
export interface Editor {
  email: string;
  name: string;
  authorities: string[];
}

interface SessionState {
  token: string | null;
  editor: Editor | null;
  /** The interface language (Spanish by default); it stays after signing out. */
  language: Language;
  signIn: (token: string, editor: Editor) => void;
  signOut: () => void;
  setLanguage: (language: Language) => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      editor: null,
      language: 'es',
      signIn: (token, editor) => set({ token, editor }),
      signOut: () => set({ token: null, editor: null }),
      setLanguage: (language) => set({ language }),
    }),
    { name: 'voz-editor-session', version: 1, migrate: () => ({ token: null, editor: null, language: 'es' }) },
  ),
);

/** Roles that may edit dashboards. */
export const EDITOR_ROLES = ['ROLE_ROOT', 'ROLE_CONSULTANT'] as const;

interface AccountAnswer {
  email?: string;
  login?: string;
  firstName?: string;
  lastName?: string;
  authorities?: string[];
}

/** Signs in with e-mail and password; rejects with a message in the interface language when refused. */
export async function signIn(username: string, password: string): Promise<{ token: string; editor: Editor }> {
  let token: string;
  try {
    token = (await callApi<{ id_token: string }>('/api/lcm/authenticate', { body: { username, password } })).body
      .id_token;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.code === 'error.invalidCredentials'))
      throw new Error(t('editor.login.invalidCredentials'), { cause: error });
    if (error instanceof ApiError && error.status === 429)
      throw new Error(t('editor.login.tooManyAttempts'), { cause: error });
    throw error instanceof Error ? error : new Error(String(error));
  }
  const account = (await callApi<AccountAnswer>('/api/lcm/account', { token })).body;
  const authorities = account.authorities ?? [];
  if (!authorities.some((a) => (EDITOR_ROLES as readonly string[]).includes(a)))
    throw new Error(t('editor.login.notAllowed'));
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || username;
  return { token, editor: { email: account.email ?? account.login ?? username, name, authorities } };
}
