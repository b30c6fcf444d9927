// A new dashboard: blank, from a fragment (of the tenant or shared), or as a copy of any dashboard
// of any tenant the consultant may edit. It opens as a draft; its first save creates the file.
import { useState, type FormEvent, type ReactElement } from 'react';
import { useApi, useLoad } from '../api/useApi.js';
import { writeDraft } from '../model/drafts.js';

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
      setError('La clave usa letras, números, guion y guion bajo, y empieza por letra o número.');
      return;
    }
    const path = `${key}.json`;
    if (ownFiles.state === 'ready' && ownFiles.value.some((f) => f.path === path)) {
      setError(`Ya existe ${path} en ${tenant}.`);
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
        setError('Elija un fragmento.');
        return;
      }
      doc.includes = [{ fragment: nameOf(chosen.path), ...(chosen.shared ? { shared: true } : {}) }];
    } else if (start === 'copy') {
      if (!copyPath) {
        setError('Elija el dashboard que se copia.');
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
          Nuevo dashboard en {tenant}
        </h2>
        <div className="mt-3 flex flex-col gap-3 text-sm">
          <label className="flex flex-col gap-1">
            Clave (nombre del archivo)
            <input
              autoFocus
              className="rounded border border-slate-300 px-2 py-1"
              value={key}
              onChange={(e) => setKey(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1">
            Título (es)
            <input
              className="rounded border border-slate-300 px-2 py-1"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1">
            Título (en)
            <input
              className="rounded border border-slate-300 px-2 py-1"
              value={titleEn}
              onChange={(e) => setTitleEn(e.target.value)}
            />
          </label>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1">Empezar</legend>
            {(
              [
                ['blank', 'En blanco'],
                ['fragment', 'Desde un fragmento'],
                ['copy', 'Como copia de otro dashboard'],
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
              Fragmento
              <select
                className="rounded border border-slate-300 px-2 py-1"
                value={fragment}
                onChange={(e) => setFragment(e.target.value)}
              >
                <option value="">—</option>
                {fragments.map((f) => (
                  <option key={`${f.shared}${f.path}`} value={`${f.shared ? '_shared/' : ''}${f.path}`}>
                    {nameOf(f.path)}
                    {f.shared ? ' (compartido)' : ''}
                  </option>
                ))}
              </select>
            </label>
          )}
          {start === 'copy' && (
            <>
              <label className="flex flex-col gap-1">
                Tenant de origen
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
                      .filter((t) => t.id !== '_shared')
                      .map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.name} ({t.id})
                        </option>
                      ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                Dashboard de origen
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
            Cancelar
          </button>
          <button type="submit" className="rounded bg-sky-700 px-3 py-1.5 text-sm font-medium text-white">
            Crear
          </button>
        </div>
      </form>
    </div>
  );
}
