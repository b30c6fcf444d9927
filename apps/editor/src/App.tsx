// The editor's shell: sign-in first, then the file list or the open file, in the interface
// language of the session (Spanish by default; English chosen in the header).
import { useEffect, useState, type ReactElement } from 'react';
import { applyLanguage } from './i18n.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { EditorPage } from './pages/EditorPage.js';
import { navigate, useRoute } from './router.js';
import { useSession } from './session/store.js';

export function App(): ReactElement | null {
  const language = useSession((s) => s.language);
  // The stored language before the first render (not Spanish, then English), then every change.
  useState(() => applyLanguage(useSession.getState().language));
  useEffect(() => applyLanguage(language), [language]);
  return <Shell />;
}

function Shell(): ReactElement | null {
  const route = useRoute();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token && route.page !== 'login') navigate({ page: 'login' }, true);
    if (token && route.page === 'login') navigate({ page: 'home' }, true);
  }, [token, route.page]);
  if (!token || route.page === 'login') return token ? null : <LoginPage />;
  if (route.page === 'edit')
    return <EditorPage key={`${route.tenant}/${route.path}`} tenant={route.tenant} path={route.path} />;
  return <HomePage {...(route.tenant ? { tenant: route.tenant } : {})} />;
}
