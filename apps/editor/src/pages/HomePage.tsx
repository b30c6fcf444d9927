// The consultant's start: the tenants it may edit, the files of the chosen one, and new dashboards
// (blank, from a fragment, or as a copy of any dashboard of any allowed tenant).
import { useState, type ReactElement } from 'react';
import type { FileEntry, HistoryEntry } from '../api/authoring.js';
import { ApiError } from '@voz/data';
import { handleAuthError, useApi, useLoad } from '../api/useApi.js';
import { Header } from './Header.js';
import { NewDashboardDialog } from './NewDashboardDialog.js';
import { navigate } from '../router.js';
import { formatInstant } from '../model/instant.js';
import { useT } from '../i18n.js';

/** The file groups, each with the key of its title. */
const GROUPS: { title: string; kinds: FileEntry['kind'][] }[] = [
  { title: 'editor.home.groupDashboards', kinds: ['dashboard'] },
  { title: 'editor.home.groupFragments', kinds: ['fragment'] },
  { title: 'editor.home.groupTenant', kinds: ['tenant', 'metadata', 'indicators'] },
];

export function HomePage({ tenant }: { tenant?: string }): ReactElement {
  const t = useT();
  const api = useApi();
  const [tenants] = useLoad(() => api.tenants(), [api]);
  const [files, reloadFiles] = useLoad(() => (tenant ? api.files(tenant) : Promise.resolve([])), [api, tenant]);
  const [creating, setCreating] = useState(false);
  const [history, reloadHistory] = useLoad(() => (tenant ? api.history(tenant) : Promise.resolve([])), [api, tenant]);
  const [problem, setProblem] = useState<string | null>(null);

  /** The server's refusal in plain words, with the first diagnostics of a 422. */
  const explain = (error: unknown): string => {
    handleAuthError(error);
    if (error instanceof ApiError && Array.isArray(error.body.diagnostics)) {
      const first = (error.body.diagnostics as { file: string; message: string }[])
        .slice(0, 3)
        .map((d) => `${d.file}: ${d.message}`);
      return [error.message, ...first].join(' ');
    }
    return error instanceof Error ? error.message : String(error);
  };

  const rename = async (file: FileEntry): Promise<void> => {
    if (!tenant) return;
    const folder = file.path.startsWith('fragments/') ? 'fragments/' : '';
    const current = file.path.slice(folder.length, -'.json'.length);
    const next = window.prompt(t('editor.home.renamePrompt', { path: file.path }), current);
    if (next === null || next.trim() === '' || next.trim() === current) return;
    setProblem(null);
    try {
      await api.rename(tenant, file.path, `${folder}${next.trim()}.json`, file.version);
      reloadFiles();
      reloadHistory();
    } catch (error) {
      setProblem(explain(error));
    }
  };

  const restoreDeleted = async (entry: HistoryEntry): Promise<void> => {
    if (!tenant) return;
    setProblem(null);
    try {
      await api.restore(tenant, entry.id, null);
      reloadFiles();
      reloadHistory();
    } catch (error) {
      setProblem(explain(error));
    }
  };

  const remove = async (file: FileEntry): Promise<void> => {
    if (!tenant) return;
    if (!window.confirm(t('editor.home.deleteConfirm', { path: file.path, tenant }))) return;
    setProblem(null);
    try {
      await api.remove(tenant, file.path, file.version);
      reloadFiles();
      reloadHistory();
    } catch (error) {
      setProblem(explain(error));
    }
  };
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto flex w-full max-w-6xl flex-1 gap-6 p-6">
        <nav aria-label={t('editor.home.tenants')} className="w-64 shrink-0">
          <h2 className="mb-2 text-sm font-semibold uppercase text-slate-600">{t('editor.home.tenants')}</h2>
          {tenants.state === 'loading' && <p className="text-sm text-slate-600">{t('editor.app.loading')}</p>}
          {tenants.state === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              {tenants.message}
            </p>
          )}
          {tenants.state === 'ready' && (
            <ul className="flex flex-col gap-1">
              {tenants.value.map((item) => (
                <li key={item.id}>
                  <a
                    href={`/editor/t/${item.id}`}
                    aria-current={item.id === tenant ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate({ page: 'home', tenant: item.id });
                    }}
                    className={`block rounded px-2 py-1 text-sm ${item.id === tenant ? 'bg-sky-100 font-medium text-sky-900' : 'hover:bg-slate-200'}`}
                  >
                    {item.name} <span className="text-slate-600">({item.id})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="flex-1" aria-label={t('editor.home.files')}>
          {!tenant && <p className="text-slate-600">{t('editor.home.chooseTenant')}</p>}
          {tenant && (
            <>
              <div className="mb-4 flex items-center justify-between">
                <h1 className="text-lg font-semibold">{t('editor.home.filesOf', { tenant })}</h1>
                {tenant !== '_shared' && (
                  <button
                    type="button"
                    className="rounded bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800"
                    onClick={() => setCreating(true)}
                  >
                    {t('editor.home.newDashboard')}
                  </button>
                )}
              </div>
              {problem && (
                <p role="alert" className="mb-3 rounded bg-red-50 p-2 text-sm text-red-800">
                  {problem}
                </p>
              )}
              {files.state === 'loading' && <p className="text-sm text-slate-600">{t('editor.home.loadingFiles')}</p>}
              {files.state === 'error' && (
                <p role="alert" className="text-sm text-red-700">
                  {files.message}
                </p>
              )}
              {files.state === 'ready' &&
                GROUPS.map((group) => {
                  const list = files.value.filter((f) => group.kinds.includes(f.kind));
                  if (list.length === 0) return null;
                  return (
                    <div key={group.title} className="mb-4">
                      <h2 className="mb-1 text-sm font-semibold text-slate-600">{t(group.title)}</h2>
                      <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
                        {list.map((f) => (
                          <li key={f.path} className="flex items-center justify-between px-3 py-2 text-sm">
                            <a
                              href={`/editor/t/${tenant}/${f.path}`}
                              data-file={f.path}
                              className="font-medium text-sky-800 hover:underline"
                              onClick={(e) => {
                                e.preventDefault();
                                navigate({ page: 'edit', tenant, path: f.path });
                              }}
                            >
                              {f.path}
                            </a>
                            <span className="flex items-center gap-2 text-xs text-slate-600">
                              {formatInstant(f.modifiedAt)}
                              {(f.kind === 'dashboard' || f.kind === 'fragment') && (
                                <>
                                  <button
                                    type="button"
                                    className="rounded border border-slate-300 px-1.5 py-0.5 text-slate-700 hover:bg-slate-100"
                                    aria-label={t('editor.home.renameOf', { path: f.path })}
                                    onClick={() => void rename(f)}
                                  >
                                    {t('editor.home.rename')}
                                  </button>
                                  <button
                                    type="button"
                                    className="rounded border border-red-300 px-1.5 py-0.5 text-red-700 hover:bg-red-50"
                                    aria-label={t('editor.home.deleteOf', { path: f.path })}
                                    onClick={() => void remove(f)}
                                  >
                                    {t('editor.home.delete')}
                                  </button>
                                </>
                              )}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              {history.state === 'ready' && history.value.length > 0 && (
                <div className="mt-6" data-tenant-history>
                  <h2 className="mb-1 text-sm font-semibold text-slate-600">{t('editor.home.recentChanges')}</h2>
                  <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white text-sm">
                    {history.value.slice(0, 20).map((entry) => (
                      <li key={entry.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
                        <span>
                          <span className="font-medium">{entry.path}</span> · {t(`editor.home.action.${entry.action}`)}{' '}
                          · {entry.authorName || entry.author} · {formatInstant(entry.at)}
                        </span>
                        {entry.action === 'delete' &&
                          files.state === 'ready' &&
                          !files.value.some((f) => f.path === entry.path) && (
                            <button
                              type="button"
                              className="rounded border border-slate-300 px-1.5 py-0.5 text-xs"
                              onClick={() => void restoreDeleted(entry)}
                            >
                              {t('editor.home.restore')}
                            </button>
                          )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </section>
      </main>
      {creating && tenant && (
        <NewDashboardDialog
          tenant={tenant}
          onClose={() => setCreating(false)}
          onCreated={(path) => {
            setCreating(false);
            reloadFiles();
            navigate({ page: 'edit', tenant, path });
          }}
        />
      )}
    </div>
  );
}
