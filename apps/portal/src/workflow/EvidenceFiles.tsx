// Evidence files — of an alert, of an action-plan activity: the list with download and, when the
// profile allows it, upload (several files at once, with progress) and delete (confirmed). The
// server checks every file (type against its content, size, count) before storing any, so a
// refused file leaves nothing behind; its Spanish message is shown beside the upload. The count
// and size are also checked here first, so a file the server would refuse is not sent at all.
import { ConfirmDialog } from '@voz/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { downloadFile, uploadFiles } from '../api/upload.js';
import { dateTime, fileSize } from '../alerts/format.js';
import { usePortal } from '../portalContext.js';
import { ActionError, BUTTON, LoadError, LoadingRows, Panel, messageOf } from './states.js';
import { useWorkflowTexts } from './useWorkflowTexts.js';

/** An evidence file as the API lists it. */
export interface EvidenceFile {
  id: number;
  fileName: string;
  size: number;
  createdAt: string;
}

/** The API's limits of one upload (apps/api http/uploads.ts UPLOAD_LIMITS): files, and bytes per file. */
export const EVIDENCE_LIMITS = { files: 5, fileSize: 10 * 1024 * 1024 } as const;

/** Why a choice of files would be refused (an i18n key and its values), or null. */
export function evidenceProblem(files: readonly { name: string; size: number }[]): {
  key: string;
  values: Record<string, string | number>;
} | null {
  const megabytes = EVIDENCE_LIMITS.fileSize / (1024 * 1024);
  if (files.length > EVIDENCE_LIMITS.files)
    return { key: 'alerts.tooManyFiles', values: { files: EVIDENCE_LIMITS.files } };
  const large = files.find((file) => file.size > EVIDENCE_LIMITS.fileSize);
  return large ? { key: 'alerts.fileTooLarge', values: { name: large.name, megabytes } } : null;
}

export function EvidenceFiles<F extends EvidenceFile>({
  title,
  queryKey,
  refresh,
  load,
  uploadUrl,
  fileUrl,
  remove,
  accept,
  hint,
}: {
  title: string;
  queryKey: readonly unknown[];
  /** Key prefix invalidated after a change. */
  refresh: readonly unknown[];
  load: (signal: AbortSignal) => Promise<F[]>;
  /** Where files are uploaded; null when the profile may not. */
  uploadUrl: string | null;
  /** Where a file's bytes are read. */
  fileUrl: (file: F) => string;
  /** Deletes a file; null when the profile may not. */
  remove: ((file: F) => Promise<unknown>) | null;
  /** The file chooser's accept list (the API's allow-list). */
  accept: string;
  /** The types and limits, in words. */
  hint: string;
}): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, data } = usePortal();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<F | null>(null);
  const locale = data.tenant.locale;
  // Leaving the page cancels an upload on its way (the server then stores nothing).
  useEffect(() => () => controller.current?.abort(), []);
  const evidence = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const upload = useMutation({
    mutationFn: (files: File[]) => {
      controller.current = new AbortController();
      return uploadFiles<F[]>(uploadUrl ?? '', files, {
        token,
        signal: controller.current.signal,
        onProgress: setProgress,
      });
    },
    onSuccess: async (stored) => {
      setUploaded(stored.length);
      await queryClient.invalidateQueries({ queryKey: refresh });
    },
    onSettled: () => {
      setProgress(null);
      controller.current = null;
      if (input.current) input.current.value = '';
    },
  });
  const removal = useMutation({
    mutationFn: (file: F) => (remove ? remove(file) : Promise.resolve(null)),
    onSuccess: async () => {
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement>): void => {
    const files = [...(event.target.files ?? [])];
    setUploaded(null);
    upload.reset();
    if (files.length === 0 || upload.isPending) return;
    const refused = evidenceProblem(files);
    if (refused) {
      setProblem(t(refused.key, refused.values));
      event.target.value = '';
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate(files);
  };
  const download = (file: F): void => {
    setActionError(null);
    downloadFile(fileUrl(file), token, file.fileName).catch((error: unknown) =>
      setActionError(t('alerts.downloadFailed', { name: file.fileName, message: messageOf(error) })),
    );
  };
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <Panel title={title}>
      {evidence.isError ? (
        <LoadError
          message={t('alerts.evidenceFailed', { message: messageOf(evidence.error) })}
          onRetry={() => void evidence.refetch()}
        />
      ) : !evidence.data ? (
        <LoadingRows rows={2} label={t('app.loading')} />
      ) : evidence.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('alerts.noEvidence')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-evidence-list="">
          {evidence.data.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 py-2" data-evidence={file.fileName}>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{file.fileName}</span>
                <span className="text-xs text-slate-500">
                  {fileSize(file.size, locale)} · {dateTime(file.createdAt, data.tenant.timezone)}
                </span>
              </span>
              <button
                type="button"
                className={BUTTON.secondary}
                aria-label={t('alerts.download', { name: file.fileName })}
                onClick={() => download(file)}
              >
                {t('alerts.downloadAction')}
              </button>
              {remove ? (
                <button
                  type="button"
                  className={BUTTON.danger}
                  aria-label={t('alerts.deleteEvidence', { name: file.fileName })}
                  onClick={() => {
                    removal.reset();
                    setToDelete(file);
                  }}
                >
                  {t('alerts.delete')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ActionError message={actionError} />
      {uploadUrl ? (
        <div className="mt-4 flex flex-col gap-2" data-evidence-upload="">
          <label htmlFor={`${id}-files`} className="text-sm font-medium text-slate-700">
            {t('alerts.attach')}
          </label>
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple
            accept={accept}
            disabled={upload.isPending}
            onChange={choose}
            aria-describedby={`${id}-hint`}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm hover:file:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
          {progress !== null ? (
            <div className="flex items-center gap-2 text-sm" data-upload-progress={percent}>
              <progress
                max={100}
                value={percent}
                aria-label={t('alerts.uploadProgress')}
                className="h-2 flex-1 overflow-hidden rounded accent-sky-700"
              />
              <span role="status">{t('alerts.uploading', { percent })}</span>
            </div>
          ) : null}
          {uploaded !== null ? (
            <p role="status" className="text-sm text-emerald-700" data-upload-done={uploaded}>
              {t('alerts.uploadDone', { count: uploaded })}
            </p>
          ) : null}
          <ActionError
            message={
              problem ??
              (upload.isError && !(upload.error instanceof DOMException)
                ? t('alerts.uploadFailed', { message: messageOf(upload.error) })
                : null)
            }
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        tone="danger"
        title={t('alerts.deleteConfirmTitle')}
        description={t('alerts.deleteConfirmText', { name: toDelete?.fileName ?? '' })}
        confirmLabel={t('alerts.delete')}
        cancelLabel={t('alerts.cancel')}
        pendingLabel={t('alerts.saving')}
        pending={removal.isPending}
        error={
          removal.isError && toDelete
            ? t('alerts.deleteFailed', { name: toDelete.fileName, message: messageOf(removal.error) })
            : null
        }
        onConfirm={() => {
          if (toDelete && !removal.isPending) removal.mutate(toDelete);
        }}
      />
    </Panel>
  );
}
