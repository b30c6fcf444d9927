// The history of a file: every save with who, when and the change summary; an earlier version
// can be viewed (its text and the diff with the current one) and restored.
import { useState, type ReactElement } from 'react';
import type { HistoryEntry } from '../api/authoring.js';
import { ApiError } from '@voz/data';
import { handleAuthError, useApi, useLoad } from '../api/useApi.js';
import { JsonDiff } from '../save/JsonDiff.js';
import { useDoc } from '../model/store.js';
import { clearDraft } from '../model/drafts.js';
import { formatInstant } from '../model/instant.js';
import { useT } from '../i18n.js';

export function HistoryPanel({
  tenant,
  path,
  currentVersion,
  onRestored,
}: {
  tenant: string;
  path: string;
  currentVersion: string;
  onRestored: () => void;
}): ReactElement {
  const t = useT();
  const api = useApi();
  const [entries] = useLoad(
    () => (currentVersion === '' ? Promise.resolve([]) : api.history(tenant, path)),
    [api, tenant, path, currentVersion],
  );
  const [open, setOpen] = useState<{ entry: HistoryEntry; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const savedText = useDoc((s) => s.file?.savedText ?? '');

  const view = async (entry: HistoryEntry): Promise<void> => {
    setError(null);
    try {
      setOpen(await api.historyEntry(tenant, entry.id));
    } catch (e) {
      handleAuthError(e);
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const restore = async (): Promise<void> => {
    if (!open) return;
    setError(null);
    try {
      await api.restore(tenant, open.entry.id, currentVersion || null);
      clearDraft(tenant, path);
      setOpen(null);
      onRestored();
    } catch (e) {
      handleAuthError(e);
      if (e instanceof ApiError && e.status === 409) setError(t('editor.history.conflict'));
      else setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="p-3 text-sm" data-history>
      {entries.state === 'loading' && <p className="text-slate-600">{t('editor.history.loading')}</p>}
      {entries.state === 'error' && (
        <p role="alert" className="text-red-700">
          {entries.message}
        </p>
      )}
      {entries.state === 'ready' && entries.value.length === 0 && (
        <p className="text-slate-600">{t('editor.history.empty')}</p>
      )}
      {entries.state === 'ready' && entries.value.length > 0 && (
        <ol className="flex flex-col gap-2">
          {entries.value.map((entry) => (
            <li key={entry.id} className="rounded border border-slate-200 p-2" data-history-entry={entry.id}>
              <div className="flex items-center justify-between">
                <span className="font-medium">
                  {t(`editor.history.action.${entry.action}`)} · {formatInstant(entry.at)}
                </span>
                <button
                  type="button"
                  className="rounded border border-slate-300 px-1.5 text-xs"
                  onClick={() => void view(entry)}
                >
                  {t('editor.history.view')}
                </button>
              </div>
              <div className="text-xs text-slate-600">{entry.authorName || entry.author}</div>
              {entry.summary && <p className="mt-1 whitespace-pre-line text-xs text-slate-700">{entry.summary}</p>}
              {entry.version === currentVersion && (
                <span className="text-xs text-emerald-700">{t('editor.history.current')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="mt-2 rounded bg-red-50 p-2 text-red-800">
          {error}
        </p>
      )}
      {open && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={t('editor.history.dialog')}
          className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40"
        >
          <div className="flex max-h-[85vh] w-[56rem] flex-col rounded-lg bg-white p-4 shadow-xl">
            <h2 className="text-lg font-semibold">
              {t('editor.history.dialogTitle', {
                action: t(`editor.history.action.${open.entry.action}`),
                at: formatInstant(open.entry.at),
                author: open.entry.authorName || open.entry.author,
              })}
            </h2>
            <p className="text-sm text-slate-600">{t('editor.history.diffIntro')}</p>
            <div className="mt-2 min-h-0 flex-1 overflow-auto">
              <JsonDiff before={savedText} after={open.text} />
            </div>
            <div className="mt-3 flex justify-end gap-2">
              <button
                type="button"
                className="rounded border border-slate-300 px-3 py-1.5"
                onClick={() => setOpen(null)}
              >
                {t('editor.history.close')}
              </button>
              <button
                type="button"
                className="rounded bg-sky-700 px-3 py-1.5 font-medium text-white"
                onClick={() => void restore()}
              >
                {t('editor.history.restore')}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
