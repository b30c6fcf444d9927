// The change of password of an activated user, in the profile popover (platform-core.md §4): the
// forced reset's rules (at least PASSWORD_MIN_LENGTH characters, confirmed, not the current one),
// then account/change-password. Pending: the button says so; success: the account is reloaded and
// a message says it; failure: a message says why. The session goes on with the token it answers.
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@voz/data';
import { useTranslation } from '@voz/i18n';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { renewSession } from '../session/renew.js';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../session/rules.js';
import { fetchAccount } from '../session/signIn.js';
import { useSession } from '../session/store.js';
import { Field, fieldText, FormMessage, SubmitButton } from './Field.js';

type State = { kind: 'closed' | 'open' | 'pending' } | { kind: 'failed'; message: string } | { kind: 'done' };

/** The words of a refused change, from the server's answer. */
function failureText(caught: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (caught instanceof ApiError) {
    if (caught.status === 0) return t('login.network');
    if (caught.status === 429) return t('login.tooManyAttempts');
    if (caught.status === 400 && caught.message.startsWith('currentPassword')) return t('password.wrongCurrent');
  }
  return t('password.failed', { message: caught instanceof Error ? caught.message : String(caught) });
}

export function ChangePassword(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ kind: 'closed' });
  const open = state.kind !== 'closed' && state.kind !== 'done';

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const current = fieldText(form, 'current');
    const password = fieldText(form, 'password');
    const problem = newPasswordProblem(password, fieldText(form, 'confirmation'), current, 'current');
    if (problem !== null) {
      setState({ kind: 'failed', message: t(problem, { min: PASSWORD_MIN_LENGTH }) });
      return;
    }
    const token = useSession.getState().token;
    if (token === null) return;
    setState({ kind: 'pending' });
    try {
      const changed = await callApi<{ id_token?: string }>('/api/lcm/account/change-password', {
        body: { currentPassword: current, newPassword: password },
        token,
      });
      // The change ends every earlier session, this one's too: go on with the token it answers.
      const renewed = changed.body.id_token ?? token;
      renewSession(queryClient, token, renewed, await fetchAccount(renewed));
      setState({ kind: 'done' });
    } catch (caught) {
      setState({ kind: 'failed', message: failureText(caught, t) });
    }
  };

  return (
    <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-2" data-change-password>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setState(open ? { kind: 'closed' } : { kind: 'open' })}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        {t('password.change')}
      </button>
      {state.kind === 'done' ? <FormMessage kind="success">{t('password.done')}</FormMessage> : null}
      {open ? (
        <form
          id={formId}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-3"
          aria-label={t('password.change')}
        >
          <p className="text-xs text-slate-600">{t('password.intro', { min: PASSWORD_MIN_LENGTH })}</p>
          {state.kind === 'failed' ? <FormMessage kind="error">{state.message}</FormMessage> : null}
          <Field
            label={t('password.current')}
            name="current"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
          <Field
            label={t('reset.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t('reset.rules', { min: PASSWORD_MIN_LENGTH })}
            required
          />
          <Field
            label={t('reset.confirmPassword')}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
          />
          <SubmitButton busy={state.kind === 'pending'} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
          <button
            type="button"
            onClick={() => {
              setState({ kind: 'closed' });
              toggle.current?.focus();
            }}
            className="rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {t('password.cancel')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
