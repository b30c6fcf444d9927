// The editor's shell: sign-in first, then the file list or the open file.
import { useEffect, type ReactElement } from 'react';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { EditorPage } from './pages/EditorPage.js';
import { navigate, useRoute } from './router.js';
import { useSession } from './session/store.js';

export function App(): ReactElement | null {
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
