// The evidence files of an alert (EvidenceFiles): PDF, PNG, JPG or text, with the addEvidence
// action to upload and delete them.
import type { ReactElement } from 'react';
import { usePortal } from '../portalContext.js';
import { EVIDENCE_LIMITS, EvidenceFiles } from '../workflow/EvidenceFiles.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { ALERTS_KEY, deleteEvidence, evidenceUploadUrl, evidenceUrl, fetchEvidence } from './alertApi.js';

/** What the file chooser offers (the API's allow-list of alert evidence). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain';

export function AlertEvidenceList({ alertId, canEdit }: { alertId: number; canEdit: boolean }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  return (
    <EvidenceFiles
      title={t('alerts.evidence')}
      queryKey={[ALERTS_KEY, 'evidence', token, alertId]}
      refresh={[ALERTS_KEY]}
      load={(signal) => fetchEvidence(token, alertId, signal)}
      uploadUrl={canEdit ? evidenceUploadUrl(alertId) : null}
      fileUrl={(file) => evidenceUrl(alertId, file.id)}
      remove={canEdit ? (file) => deleteEvidence(token, alertId, file.id) : null}
      accept={ACCEPT}
      hint={t('alerts.attachHint', {
        files: EVIDENCE_LIMITS.files,
        megabytes: EVIDENCE_LIMITS.fileSize / (1024 * 1024),
      })}
    />
  );
}
