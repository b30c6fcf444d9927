// A list of comments (oldest first) and, when the profile allows it, a form to add one — the
// comments of an alert and of an action-plan activity. One comment per submit: a second click while
// the first is on its way does nothing (idempotent submit), and the text stays in the box until the
// server has stored it; a failure shows beside the button and changes nothing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { dateTime } from '../alerts/format.js';
import { usePortal } from '../portalContext.js';
import { ActionError, BUTTON, LoadError, LoadingRows, Panel, messageOf } from './states.js';
import { useWorkflowTexts } from './useWorkflowTexts.js';

/** A comment as the API answers it. */
export interface ThreadComment {
  id: number;
  author: string;
  text: string;
  createdAt: string;
}

export function CommentThread({
  title,
  queryKey,
  refresh,
  load,
  add,
  maxLength,
}: {
  title: string;
  /** The comments' query key. */
  queryKey: readonly unknown[];
  /** Key prefix invalidated after a comment (the screens' queries). */
  refresh: readonly unknown[];
  load: (signal: AbortSignal) => Promise<ThreadComment[]>;
  /** Adds a comment; null when the profile may not. */
  add: ((text: string) => Promise<unknown>) | null;
  maxLength: number;
}): ReactElement {
  const { t } = useWorkflowTexts();
  const { data } = usePortal();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const comments = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const mutation = useMutation({
    mutationFn: (value: string) => (add ? add(value) : Promise.resolve(null)),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: refresh });
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
    mutation.mutate(value);
  };
  return (
    <Panel title={title}>
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
      {add ? (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2" data-comment-form="">
          <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-700">
            {t('alerts.newComment')}
          </label>
          <textarea
            id={`${id}-comment`}
            value={text}
            maxLength={maxLength}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            className="rounded-md border border-slate-300 p-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className={BUTTON.primary}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending}
            >
              {mutation.isPending ? t('alerts.adding') : t('alerts.addComment')}
            </button>
            <ActionError
              message={
                problem ?? (mutation.isError ? t('alerts.commentFailed', { message: messageOf(mutation.error) }) : null)
              }
            />
          </div>
        </form>
      ) : null}
    </Panel>
  );
}
