// /login (platform-core.md §2, §4, §5, §8). A signed-in, activated user goes on to the portal; a
// user with a temporary password goes to /login/reset; a remembered alert-detail path is returned to.
import { useTranslation } from '@voz/i18n';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useBootstrap } from '../bootstrapContext.js';
import { Field, fieldText, FormMessage, SubmitButton } from '../components/Field.js';
import { useBrandClient, useClientQuery } from '../layout/PublicLayout.js';
import { mustResetPassword } from '../session/account.js';
import { afterSignIn } from '../session/rules.js';
import { signIn, SignInError } from '../session/signIn.js';
import { useSession } from '../session/store.js';

export function LoginPage(): ReactElement {
  const { t } = useTranslation();
  const { config } = useBootstrap();
  const navigate = useNavigate();
  const location = useLocation();
  const clientQuery = useClientQuery();
  const client = useBrandClient();
  const { token, account, returnTo } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { notice?: string } | null)?.notice;

  if (token !== null && account !== null && !busy) return <Navigate to={afterSignIn(account, returnTo)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = fieldText(form, 'username').trim();
    const password = fieldText(form, 'password');
    if (username === '' || password === '') {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tenants = config.tenants.map((x) => x.id);
      const tenant = client !== null && tenants.includes(client) ? client : undefined;
      // Platform accounts (root, consultants) sign in to the branded client; others to their own.
      const session = await signIn(config.authenticateUrl, { username, password, ...(tenant ? { tenant } : {}) });
      const { returnTo: remembered } = useSession.getState();
      useSession.getState().signedIn(session.token, session.account, password);
      if (!mustResetPassword(session.account)) useSession.getState().setReturnTo(null);
      void navigate(afterSignIn(session.account, remembered), { replace: true });
    } catch (caught) {
      useSession.getState().signOut();
      if (caught instanceof SignInError) {
        // A platform account refused for the branded client may still sign in to its own.
        setError(t(caught.key, { message: caught.detail ?? '' }));
      } else {
        setError(t('login.generic', { message: caught instanceof Error ? caught.message : String(caught) }));
      }
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-labelledby="login-title">
      <h1 id="login-title" className="text-xl font-semibold text-slate-900">
        {t('login.title')}
      </h1>
      <p className="text-sm text-slate-600">{t('login.intro')}</p>
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <Field label={t('login.email')} name="username" type="email" autoComplete="username" required autoFocus />
      <Field label={t('login.password')} name="password" type="password" autoComplete="current-password" required />
      <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
      <Link to={`/login/recovery${clientQuery}`} className="text-center text-sm text-sky-700 hover:underline">
        {t('login.forgot')}
      </Link>
    </form>
  );
}
