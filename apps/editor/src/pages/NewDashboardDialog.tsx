// A new dashboard: blank, from a fragment (of the tenant or shared), or as a copy of any dashboard
// of any tenant the consultant may edit. It opens as a draft; its first save creates the file.
import { useState, type FormEvent, type ReactElement } from 'react';
import { useApi, useLoad } from '../api/useApi.js';
import { writeDraft } from '../model/drafts.js';
import { useT } from '../i18n.js';

type Start = 'blank' | 'fragment' | 'copy';

export function NewDashboardDialog({
  tenant,
  onClose,
  onCreated,
}: {
  tenant: string;
  onClose: () => void;
  onCreated: (path: string) => void;
}): ReactElement {
  const t = useT();
  const api = useApi();
  const [key, setKey] = useState('');
  const [title, setTitle] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [start, setStart] = useState<Start>('blank');
  const [fragment, setFragment] = useState('');
  const [copyTenant, setCopyTenant] = useState(tenant);
  const [copyPath, setCopyPath] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tenants] = useLoad(() => api.tenants(), [api]);
  const [ownFiles] = useLoad(() => api.files(tenant), [api, tenant]);
  const [sharedFiles] = useLoad(() => api.files('_shared').catch(() => []), [api]);
  const [copyFiles] = useLoad(() => api.files(copyTenant), [api, copyTenant]);

  const fragments = [
    ...(ownFiles.state === 'ready'
      ? ownFiles.value.filter((f) => f.kind === 'fragment').map((f) => ({ shared: false, path: f.path }))
      : []),
    ...(sharedFiles.state === 'ready'
      ? sharedFiles.value.filter((f) => f.kind === 'fragment').map((f) => ({ shared: true, path: f.path }))
      : []),
  ];
  const nameOf = (path: string): string => path.replace(/^fragments\//, '').replace(/\.json$/, '');

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(key)) {
      setError(t('editor.newDashboard.badKey'));
      return;
    }
    const path = `${key}.json`;
    if (ownFiles.state === 'ready' && ownFiles.value.some((f) => f.path === path)) {
      setError(t('editor.newDashboard.exists', { path, tenant }));
      return;
    }
    let doc: Record<string, unknown> = {
      $schema: '../../schemas/dashboard.schema.json',
      schemaVersion: 2,
      key,
      title: { es: title || key, ...(titleEn ? { en: titleEn } : {}) },
      widgets: [],
    };
    if (start === 'fragment') {
      const chosen = fragments.find((f) => `${f.shared ? '_shared/' : ''}${f.path}` === fragment);
      if (!chosen) {
        setError(t('editor.newDashboard.chooseFragment'));
        return;
      }
      doc.includes = [{ fragment: nameOf(chosen.path), ...(chosen.shared ? { shared: true } : {}) }];
    } else if (start === 'copy') {
      if (!copyPath) {
        setError(t('editor.newDashboard.chooseSource'));
        return;
      }
      try {
        const source = JSON.parse((await api.read(copyTenant, copyPath)).text) as Record<string, unknown>;
        doc = { ...source, key, title: title ? { es: title, ...(titleEn ? { en: titleEn } : {}) } : source.title };
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        return;
      }
    }
    writeDraft(tenant, path, { baseVersion: null, doc });
    onCreated(path);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40" role="presentation">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-dashboard-title"
        className="w-[28rem] rounded-lg bg-white p-5 shadow-xl"
        onSubmit={(e) => void submit(e)}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <h2 id="new-dashboard-title" className="text-lg font-semibold">
          {t('editor.newDashboard.title', { tenant })}
        </h2>
        <div className="mt-3 flex flex-col gap-3 text-sm">
          <label className="flex flex-col gap-1">
            {t('editor.newDashboard.key')}
            <input
              autoFocus
              className="rounded border border-slate-300 px-2 py-1"
              value={key}
              onChange={(e) => setKey(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1">
            {t('editor.newDashboard.titleEs')}
            <input
              className="rounded border border-slate-300 px-2 py-1"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1">
            {t('editor.newDashboard.titleEn')}
            <input
              className="rounded border border-slate-300 px-2 py-1"
              value={titleEn}
              onChange={(e) => setTitleEn(e.target.value)}
            />
          </label>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1">{t('editor.newDashboard.start')}</legend>
            {(
              [
                ['blank', t('editor.newDashboard.blank')],
                ['fragment', t('editor.newDashboard.fromFragment')],
                ['copy', t('editor.newDashboard.copy')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="start"
                  value={value}
                  checked={start === value}
                  onChange={() => setStart(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {start === 'fragment' && (
            <label className="flex flex-col gap-1">
              {t('editor.newDashboard.fragment')}
              <select
                className="rounded border border-slate-300 px-2 py-1"
                value={fragment}
                onChange={(e) => setFragment(e.target.value)}
              >
                <option value="">—</option>
                {fragments.map((f) => (
                  <option key={`${f.shared}${f.path}`} value={`${f.shared ? '_shared/' : ''}${f.path}`}>
                    {nameOf(f.path)}
                    {f.shared ? t('editor.newDashboard.shared') : ''}
                  </option>
                ))}
              </select>
            </label>
          )}
          {start === 'copy' && (
            <>
              <label className="flex flex-col gap-1">
                {t('editor.newDashboard.sourceTenant')}
                <select
                  className="rounded border border-slate-300 px-2 py-1"
                  value={copyTenant}
                  onChange={(e) => {
                    setCopyTenant(e.target.value);
                    setCopyPath('');
                  }}
                >
                  {tenants.state === 'ready' &&
                    tenants.value
                      .filter((item) => item.id !== '_shared')
                      .map((item) => (
                        <option key={item.id} value={item.id}>
                          {item.name} ({item.id})
                        </option>
                      ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                {t('editor.newDashboard.sourceDashboard')}
                <select
                  className="rounded border border-slate-300 px-2 py-1"
                  value={copyPath}
                  onChange={(e) => setCopyPath(e.target.value)}
                >
                  <option value="">—</option>
                  {copyFiles.state === 'ready' &&
                    copyFiles.value
                      .filter((f) => f.kind === 'dashboard')
                      .map((f) => (
                        <option key={f.path} value={f.path}>
                          {f.path}
                        </option>
                      ))}
                </select>
              </label>
            </>
          )}
          {error && (
            <p role="alert" className="rounded bg-red-50 p-2 text-red-800">
              {error}
            </p>
          )}
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="rounded border border-slate-300 px-3 py-1.5 text-sm" onClick={onClose}>
            {t('editor.app.cancel')}
          </button>
          <button type="submit" className="rounded bg-sky-700 px-3 py-1.5 text-sm font-medium text-white">
            {t('editor.newDashboard.create')}
          </button>
        </div>
      </form>
    </div>
  );
}
