// /login/recovery: asks for a reset link. The server answers the same for any address (it never
// tells whether an account exists); in demo mode the link is written to the server log.
import { useTranslation } from '@voz/i18n';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '@voz/data';
import { Field, fieldText, FormMessage, SubmitButton } from '../components/Field.js';
import { useClientQuery } from '../layout/PublicLayout.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RecoveryPage(): ReactElement {
  const { t } = useTranslation();
  const clientQuery = useClientQuery();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const email = fieldText(new FormData(event.currentTarget), 'email').trim();
    if (!EMAIL.test(email)) {
      setMessage({ kind: 'error', text: t('recovery.invalidEmail') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await callApi<{ message: string }>('/api/lcm/account/reset-password/init', { body: { email } });
      setMessage({ kind: 'success', text: answer.body.message });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 429
          ? t('login.tooManyAttempts')
          : error instanceof ApiError && error.status === 0
            ? t('login.network')
            : error instanceof Error
              ? error.message
              : String(error);
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-labelledby="recovery-title">
      <h1 id="recovery-title" className="text-xl font-semibold">
        {t('recovery.title')}
      </h1>
      <p className="text-sm text-slate-600">{t('recovery.intro')}</p>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <Field label={t('recovery.email')} name="email" type="email" autoComplete="email" required autoFocus />
      <SubmitButton busy={busy} label={t('recovery.submit')} busyLabel={t('recovery.submitting')} />
      <Link to={`/login${clientQuery}`} className="text-center text-sm text-sky-700 hover:underline">
        {t('recovery.back')}
      </Link>
    </form>
  );
}
