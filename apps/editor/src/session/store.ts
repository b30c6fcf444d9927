// The signed-in consultant: token and who it is, kept in localStorage (zustand persist, version
// 1; another stored version is dropped). Signing in needs ROLE_ROOT or ROLE_CONSULTANT.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ApiError, callApi } from '@voz/data';

/** Who is signed in. */
export interface Editor {
  email: string;
  name: string;
  authorities: string[];
}

interface SessionState {
  token: string | null;
  editor: Editor | null;
  signIn: (token: string, editor: Editor) => void;
  signOut: () => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      editor: null,
      signIn: (token, editor) => set({ token, editor }),
      signOut: () => set({ token: null, editor: null }),
    }),
    { name: 'voz-editor-session', version: 1, migrate: () => ({ token: null, editor: null }) },
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

/** Signs in with e-mail and password; rejects with a Spanish message when refused. */
export async function signIn(username: string, password: string): Promise<{ token: string; editor: Editor }> {
  let token: string;
  try {
    token = (await callApi<{ id_token: string }>('/api/lcm/authenticate', { body: { username, password } })).body
      .id_token;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.code === 'error.invalidCredentials'))
      throw new Error('Correo o contraseña incorrectos.', { cause: error });
    if (error instanceof ApiError && error.status === 429)
      throw new Error('Demasiados intentos. Espere un momento y vuelva a intentarlo.', { cause: error });
    throw error instanceof Error ? error : new Error(String(error));
  }
  const account = (await callApi<AccountAnswer>('/api/lcm/account', { token })).body;
  const authorities = account.authorities ?? [];
  if (!authorities.some((a) => (EDITOR_ROLES as readonly string[]).includes(a)))
    throw new Error('Esta cuenta no puede editar dashboards: hace falta el rol de consultor o de operador raíz.');
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || username;
  return { token, editor: { email: account.email ?? account.login ?? username, name, authorities } };
}
