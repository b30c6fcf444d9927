// The comments of an alert: the list and, with the addComment action, a form (CommentThread).
import type { ReactElement } from 'react';
import { usePortal } from '../portalContext.js';
import { CommentThread } from '../workflow/CommentThread.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { ALERTS_KEY, addComment, fetchComments } from './alertApi.js';

export function AlertComments({ alertId, canAdd }: { alertId: number; canAdd: boolean }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  return (
    <CommentThread
      title={t('alerts.comments')}
      queryKey={[ALERTS_KEY, 'comments', token, alertId]}
      refresh={[ALERTS_KEY]}
      load={(signal) => fetchComments(token, alertId, signal)}
      add={canAdd ? (text) => addComment(token, alertId, text) : null}
      maxLength={4000}
    />
  );
}
