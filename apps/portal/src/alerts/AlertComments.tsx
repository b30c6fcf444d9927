// The comments of an alert: the list (oldest first) and, with the addComment action, a form. One
// comment per submit: a second click while the first is on its way does nothing (idempotent
// submit), and the text stays in the box until the server has stored it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { usePortal } from '../portalContext.js';
import { ActionError, BUTTON, LoadError, LoadingRows, Panel, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { ALERTS_KEY, addComment, fetchComments } from './alertApi.js';
import { dateTime } from './format.js';

export function AlertComments({ alertId, canAdd }: { alertId: number; canAdd: boolean }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, data } = usePortal();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const comments = useQuery({
    queryKey: [ALERTS_KEY, 'comments', token, alertId],
    queryFn: ({ signal }) => fetchComments(token, alertId, signal),
  });
  const add = useMutation({
    mutationFn: (value: string) => addComment(token, alertId, value),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: [ALERTS_KEY] });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // A double click sends one comment: the flag is set before React re-renders the disabled button.
    if (sending.current) return;
    const value = text.trim();
    if (value === '') {
      setProblem(t('alerts.emptyComment'));
      return;
    }
    setProblem(null);
    sending.current = true;
    add.mutate(value);
  };
  return (
    <Panel title={t('alerts.comments')}>
      {comments.isError ? (
        <LoadError
          message={t('alerts.commentsFailed', { message: messageOf(comments.error) })}
          onRetry={() => void comments.refetch()}
        />
      ) : !comments.data ? (
        <LoadingRows rows={2} label={t('app.loading')} />
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('alerts.noComments')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-comments="">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-md bg-slate-50 p-3 text-sm" data-comment={comment.id}>
              <p className="whitespace-pre-line text-slate-900">{comment.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                {t('alerts.commentBy', {
                  author: comment.author,
                  date: dateTime(comment.createdAt, data.tenant.timezone),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canAdd ? (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2" data-comment-form="">
          <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-700">
            {t('alerts.newComment')}
          </label>
          <textarea
            id={`${id}-comment`}
            value={text}
            maxLength={4000}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            className="rounded-md border border-slate-300 p-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={BUTTON.primary} disabled={add.isPending} aria-busy={add.isPending}>
              {add.isPending ? t('alerts.adding') : t('alerts.addComment')}
            </button>
            <ActionError
              message={problem ?? (add.isError ? t('alerts.commentFailed', { message: messageOf(add.error) }) : null)}
            />
          </div>
        </form>
      ) : null}
    </Panel>
  );
}
