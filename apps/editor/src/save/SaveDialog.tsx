// Saving: a per-widget summary of the changes in the interface language, the JSON diff on demand,
// then the save (its history message in Spanish, as the rest of the shared history).
// A save based on a stale version is refused by the server (409): the consultant reloads the
// server's file, keeps the draft, or overwrites knowingly. A save the server finds invalid (422)
// lists its diagnostics.
import type { Diagnostic } from '@voz/validation';
import { useMemo, useState, type ReactElement } from 'react';
import type { AuthoringApi } from '../api/authoring.js';
import { ApiError } from '@voz/data';
import { summarizeChanges, type ChangeSummary, type Translate } from '../model/changes.js';
import { clearDraft } from '../model/drafts.js';
import { useDoc } from '../model/store.js';
import { canonicalText } from '../model/text.js';
import { JsonDiff } from './JsonDiff.js';
import { i18n, useT } from '../i18n.js';

/** The editor's texts in Spanish, whatever the interface language: for the history message. */
const spanish: Translate = (key, options) => i18n.getFixedT('es')(key, options ?? {});

/** Every line of a summary, the document's first. */
const linesOf = (summary: ChangeSummary): string[] => [...summary.document, ...summary.widgets.flatMap((w) => w.lines)];

type Failure =
  | { kind: 'conflict'; currentVersion: string | undefined }
  | { kind: 'invalid'; message: string; diagnostics: Diagnostic[] }
  | { kind: 'other'; message: string };

export function SaveDialog({
  tenant,
  path,
  api,
  onClose,
  onSaved,
  onReload,
  onAuthError,
}: {
  tenant: string;
  path: string;
  api: AuthoringApi;
  onClose: () => void;
  onSaved: (message: string) => void;
  onReload: () => void;
  onAuthError: (error: unknown) => void;
}): ReactElement {
  const t = useT();
  const doc = useDoc((s) => s.doc);
  const file = useDoc((s) => s.file)!;
  const [showDiff, setShowDiff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const text = useMemo(() => canonicalText(doc, file.kind), [doc, file.kind]);
  const before = useMemo((): unknown => {
    try {
      return file.savedText ? (JSON.parse(file.savedText) as unknown) : null;
    } catch {
      return null;
    }
  }, [file.savedText]);
  // The language too: useT draws the dialog again when it changes, and the lines are in it.
  const language = i18n.language;
  const summary = useMemo(() => summarizeChanges(before, doc, t), [before, doc, language]);
  const isNew = file.baseVersion === '';
  const lines = linesOf(summary);

  const save = async (baseVersion: string): Promise<void> => {
    setBusy(true);
    setFailure(null);
    // The history is shared by every consultant: its messages stay in Spanish (as 'Creado …').
    const spanishLines = linesOf(summarizeChanges(before, doc, spanish));
    const message = isNew ? `Creado ${path}` : spanishLines.slice(0, 40).join('\n') || 'Sin cambios de contenido';
    try {
      const saved = isNew
        ? await api.create(tenant, path, doc, message)
        : await api.save(tenant, path, doc, baseVersion, message);
      useDoc.getState().saved(saved.version, text);
      clearDraft(tenant, path);
      onSaved(isNew ? t('editor.save.created', { path }) : t('editor.save.saved', { path }));
    } catch (error) {
      onAuthError(error);
      if (error instanceof ApiError && error.status === 409)
        setFailure({
          kind: 'conflict',
          currentVersion: typeof error.body.currentVersion === 'string' ? error.body.currentVersion : undefined,
        });
      else if (error instanceof ApiError && error.status === 422)
        setFailure({
          kind: 'invalid',
          message: error.message,
          diagnostics: Array.isArray(error.body.diagnostics) ? (error.body.diagnostics as Diagnostic[]) : [],
        });
      else setFailure({ kind: 'other', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40" role="presentation">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="save-title"
        className="flex max-h-[85vh] w-[48rem] flex-col rounded-lg bg-white p-4 shadow-xl"
        onKeyDown={(e) => e.key === 'Escape' && !busy && onClose()}
      >
        <h2 id="save-title" className="text-lg font-semibold">
          {isNew ? t('editor.save.titleNew', { path }) : t('editor.save.title', { path })}
        </h2>
        <div className="mt-2 min-h-0 flex-1 overflow-auto text-sm" data-change-summary data-count={summary.count}>
          {lines.length === 0 ? (
            <p className="text-slate-600">{t('editor.save.formatOnly')}</p>
          ) : (
            <>
              {summary.document.length > 0 && (
                <ul className="mb-2 list-disc pl-5">
                  {summary.document.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
              {summary.widgets.map((w) => (
                <div key={`${w.kind}${w.id}`} className="mb-2" data-change-widget={w.id}>
                  <h3 className="font-medium">
                    {w.title} <span className="text-xs text-slate-600">({w.id})</span>
                  </h3>
                  <ul className="list-disc pl-5">
                    {w.lines.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
          <button
            type="button"
            className="mt-2 text-sky-800 underline"
            aria-expanded={showDiff}
            onClick={() => setShowDiff(!showDiff)}
          >
            {showDiff ? t('editor.save.hideDiff') : t('editor.save.showDiff')}
          </button>
          {showDiff && (
            <div className="mt-2">
              <JsonDiff before={file.savedText} after={text} />
            </div>
          )}
        </div>
        {failure?.kind === 'conflict' && (
          <div role="alert" className="mt-3 rounded border border-amber-400 bg-amber-50 p-3 text-sm" data-conflict>
            <p className="font-medium">{t('editor.save.conflict')}</p>
            <p className="mt-1">{t('editor.save.conflictChoices')}</p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className="rounded bg-amber-600 px-2 py-1 font-medium text-white"
                onClick={onReload}
              >
                {t('editor.save.reload')}
              </button>
              <button type="button" className="rounded border border-amber-600 px-2 py-1" onClick={onClose}>
                {t('editor.save.keepDraft')}
              </button>
              {failure.currentVersion && (
                <button
                  type="button"
                  className="rounded border border-red-600 px-2 py-1 text-red-700"
                  onClick={() => void save(failure.currentVersion!)}
                >
                  {t('editor.save.overwrite')}
                </button>
              )}
            </div>
          </div>
        )}
        {failure?.kind === 'invalid' && (
          <div role="alert" className="mt-3 rounded bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{failure.message}</p>
            <ul className="mt-1 list-disc pl-5">
              {failure.diagnostics.map((d, i) => (
                <li key={i}>
                  {d.line}:{d.column} {d.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {failure?.kind === 'other' && (
          <p role="alert" className="mt-3 rounded bg-red-50 p-3 text-sm text-red-800">
            {failure.message}
          </p>
        )}
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            className="rounded border border-slate-300 px-3 py-1.5"
            onClick={onClose}
            disabled={busy}
          >
            {t('editor.app.cancel')}
          </button>
          {failure?.kind !== 'conflict' && (
            <button
              type="button"
              className="rounded bg-sky-700 px-3 py-1.5 font-medium text-white disabled:opacity-50"
              disabled={busy}
              onClick={() => void save(file.baseVersion)}
              data-confirm-save
            >
              {busy ? t('editor.save.saving') : isNew ? t('editor.save.create') : t('editor.save.save')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
