// /login/reset: either the forced first sign-in with a temporary password (a session whose account
// is not activated: change-password with the temporary one), or a recovery link (?key=...:
// reset-password/finish). Both then go on: the first into the portal, the second to /login.
import { useTranslation } from '@voz/i18n';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi } from '@voz/data';
import { Field, fieldText, FormMessage, SubmitButton } from '../components/Field.js';
import { useClientQuery } from '../layout/PublicLayout.js';
import { mustResetPassword } from '../session/account.js';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../session/rules.js';
import { renewSession } from '../session/renew.js';
import { fetchAccount } from '../session/signIn.js';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/store.js';

export function ResetPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clientQuery = useClientQuery();
  const [params] = useSearchParams();
  const key = params.get('key');
  const { token, account, temporaryPassword, returnTo } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const forced = key === null && token !== null && account !== null && mustResetPassword(account);

  if (key === null && token !== null && account !== null && !forced && !busy) return <Navigate to="/" replace />;
  if (key === null && !forced) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold">{t('reset.title')}</h1>
        <FormMessage kind="error">{t('reset.missingKey')}</FormMessage>
        <Link to={`/login/recovery${clientQuery}`} className="text-sm text-sky-700 hover:underline">
          {t('reset.requestNew')}
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const current = temporaryPassword ?? fieldText(form, 'current');
    const password = fieldText(form, 'password');
    const problem = newPasswordProblem(password, fieldText(form, 'confirmation'), forced ? current : undefined);
    if (problem !== null) {
      setError(t(problem, { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (forced && token !== null) {
        const changed = await callApi<{ id_token?: string }>('/api/lcm/account/change-password', {
          body: { currentPassword: current, newPassword: password },
          token,
        });
        // The change ends every earlier session, this one's too: go on with the token it answers. The
        // main area reads the account from the query cache: it must see the activated one.
        const renewed = changed.body.id_token ?? token;
        renewSession(queryClient, token, renewed, await fetchAccount(renewed));
        useSession.getState().setReturnTo(null);
        void navigate(returnTo ?? '/', { replace: true });
      } else {
        const answer = await callApi<{ message: string }>('/api/lcm/account/reset-password/finish', {
          body: { key, newPassword: password },
        });
        void navigate(`/login${clientQuery}`, { replace: true, state: { notice: answer.body.message } });
      }
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 0
          ? t('login.network')
          : caught instanceof Error
            ? caught.message
            : String(caught),
      );
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-labelledby="reset-title">
      <h1 id="reset-title" className="text-xl font-semibold">
        {t('reset.title')}
      </h1>
      <p className="text-sm text-slate-600">{forced ? t('reset.forcedIntro') : t('reset.keyIntro')}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {forced && temporaryPassword === null ? (
        <Field
          label={t('reset.currentPassword')}
          name="current"
          type="password"
          autoComplete="current-password"
          required
        />
      ) : null}
      <Field
        label={t('reset.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('reset.rules', { min: PASSWORD_MIN_LENGTH })}
        required
        autoFocus
      />
      <Field
        label={t('reset.confirmPassword')}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
      <Link
        to={`/login${clientQuery}`}
        onClick={() => useSession.getState().signOut()}
        className="text-center text-sm text-sky-700 hover:underline"
      >
        {t('reset.back')}
      </Link>
    </form>
  );
}
