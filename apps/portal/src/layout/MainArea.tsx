// The main area (platform-core.md §2): needs a session (else /login, remembering an alert-detail
// path); reloads the account (a failure signs the user out, §8); sends a user with a temporary
// password to /login/reset; loads the tenant's files; then shows the layout and the page.
import { defaultSelection, showsHeaderControls } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBootstrap } from '../bootstrapContext.js';
import { scopeOf } from '../filters/scope.js';
import { portalMenu } from '../pages/registry.js';
import { PortalProvider, type Portal } from '../portalContext.js';
import { mustResetPassword } from '../session/account.js';
import { REMEMBERED_PATH } from '../session/rules.js';
import { accountQuery } from '../session/signIn.js';
import { useSession } from '../session/store.js';
import { useTenantData } from '../tenant/tenantData.js';
import { MainLayout } from './MainLayout.js';

function FullPageStatus({
  children,
  role = 'status',
}: {
  children: ReactElement | string;
  role?: string;
}): ReactElement {
  return (
    <div role={role} className="flex min-h-screen items-center justify-center bg-slate-50 p-8 text-slate-600">
      {children}
    </div>
  );
}

export function MainArea(): ReactElement {
  const { t } = useTranslation();
  const location = useLocation();
  const { now } = useBootstrap();
  const token = useSession((s) => s.token);
  const stored = useSession((s) => s.account);
  const account = useQuery({ ...accountQuery(token), enabled: token !== null });
  const data = useTenantData(token);

  // A visitor who arrives signed out on an alert detail gets it back after signing in; a user who
  // signs out on one does not hand it to whoever signs in next.
  const hadToken = useRef(token !== null);
  if (token !== null) hadToken.current = true;
  useEffect(() => {
    if (token === null && !hadToken.current && REMEMBERED_PATH.test(location.pathname)) {
      useSession.getState().setReturnTo(location.pathname);
    }
  }, [token, location.pathname]);
  useEffect(() => {
    if (account.data) useSession.getState().setAccount(account.data);
  }, [account.data]);
  // §8: an account that cannot be loaded signs the user out.
  useEffect(() => {
    if (account.isError) useSession.getState().signOut();
  }, [account.isError]);

  const current = account.data ?? stored;
  const portal = useMemo((): Portal | null => {
    if (token === null || !current || !data.data) return null;
    const headerControls = showsHeaderControls(current);
    return {
      token,
      account: current,
      data: data.data,
      menu: portalMenu(current, data.data.tenant),
      headerControls,
      defaults: defaultSelection({ account: current, tenant: data.data.tenant, today: now }),
      // Admins and root (no header controls) get no filter restriction (§6).
      scope: scopeOf(data.data.metadata, current, !headerControls),
    };
  }, [token, current, data.data, now]);

  if (token === null) return <Navigate to="/login" replace state={{ notice: undefined }} />;
  if (account.isError) return <Navigate to="/login" replace state={{ notice: t('login.accountLoadFailed') }} />;
  if (current && mustResetPassword(current)) return <Navigate to="/login/reset" replace />;
  if (data.isError) {
    return (
      <FullPageStatus role="alert">
        <div className="text-center">
          <p>{t('app.loadFailed', { message: data.error.message })}</p>
          <button
            type="button"
            onClick={() => void data.refetch()}
            className="mt-4 rounded bg-sky-700 px-4 py-2 text-white"
          >
            {t('app.retry')}
          </button>
        </div>
      </FullPageStatus>
    );
  }
  if (portal === null) {
    return (
      <FullPageStatus>
        <span aria-busy="true" data-portal-loading>
          {t('app.loading')}
        </span>
      </FullPageStatus>
    );
  }
  return (
    <PortalProvider value={portal}>
      <MainLayout />
    </PortalProvider>
  );
}
