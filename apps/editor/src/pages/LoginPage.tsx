// Sign-in of the editor: consultants (ROLE_CONSULTANT) and the root operator (ROLE_ROOT).
import { useState, type FormEvent, type ReactElement } from 'react';
import { signIn, useSession } from '../session/store.js';
import { LanguageSwitch } from './Header.js';
import { useT } from '../i18n.js';

export function LoginPage(): ReactElement {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token, editor } = await signIn(email.trim(), password);
      useSession.getState().signIn(token, editor);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="mx-auto mt-24 max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('editor.login.title')}</h1>
        <LanguageSwitch />
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('editor.login.intro')}</p>
      <form className="mt-4 flex flex-col gap-3" onSubmit={(e) => void submit(e)}>
        <label className="flex flex-col gap-1 text-sm">
          {t('editor.login.email')}
          <input
            className="rounded border border-slate-300 px-2 py-1.5"
            type="email"
            name="username"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('editor.login.password')}
          <input
            className="rounded border border-slate-300 px-2 py-1.5"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-sky-700 px-3 py-2 font-medium text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {busy ? t('editor.login.submitting') : t('editor.login.submit')}
        </button>
      </form>
    </main>
  );
}
