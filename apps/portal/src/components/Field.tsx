import { useId, useState, type InputHTMLAttributes, type ReactElement } from 'react';
import { useTranslation } from '@voz/i18n';

/** A labelled input; password fields get a show/hide toggle. */
export function Field({
  label,
  hint,
  type = 'text',
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>): ReactElement {
  const id = useId();
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={password && shown ? 'text' : type}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
          {...input}
        />
        {password ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 px-3 text-xs text-slate-500 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {shown ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The primary button of a form, disabled while it works. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}): ReactElement {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A message above a form: an error (role alert) or a confirmation (role status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: string }): ReactElement {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      data-form-message={kind}
      className={`rounded-md p-3 text-sm ${kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
    >
      {children}
    </p>
  );
}

/** The text of a form field ('' when missing or a file). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
