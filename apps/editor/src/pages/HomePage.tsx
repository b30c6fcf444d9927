// The consultant's start: the tenants it may edit, the files of the chosen one, and new dashboards
// (blank, from a fragment, or as a copy of any dashboard of any allowed tenant).
import { useState, type ReactElement } from 'react';
import type { FileEntry } from '../api/authoring.js';
import { useApi, useLoad } from '../api/useApi.js';
import { Header } from './Header.js';
import { NewDashboardDialog } from './NewDashboardDialog.js';
import { navigate } from '../router.js';

const GROUPS: { title: string; kinds: FileEntry['kind'][] }[] = [
  { title: 'Dashboards', kinds: ['dashboard'] },
  { title: 'Fragmentos', kinds: ['fragment'] },
  { title: 'Configuración del tenant', kinds: ['tenant', 'metadata', 'indicators'] },
];

export function HomePage({ tenant }: { tenant?: string }): ReactElement {
  const api = useApi();
  const [tenants] = useLoad(() => api.tenants(), [api]);
  const [files, reloadFiles] = useLoad(() => (tenant ? api.files(tenant) : Promise.resolve([])), [api, tenant]);
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto flex w-full max-w-6xl flex-1 gap-6 p-6">
        <nav aria-label="Tenants" className="w-64 shrink-0">
          <h2 className="mb-2 text-sm font-semibold uppercase text-slate-500">Tenants</h2>
          {tenants.state === 'loading' && <p className="text-sm text-slate-500">Cargando…</p>}
          {tenants.state === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              {tenants.message}
            </p>
          )}
          {tenants.state === 'ready' && (
            <ul className="flex flex-col gap-1">
              {tenants.value.map((t) => (
                <li key={t.id}>
                  <a
                    href={`/editor/t/${t.id}`}
                    aria-current={t.id === tenant ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate({ page: 'home', tenant: t.id });
                    }}
                    className={`block rounded px-2 py-1 text-sm ${t.id === tenant ? 'bg-sky-100 font-medium text-sky-900' : 'hover:bg-slate-200'}`}
                  >
                    {t.name} <span className="text-slate-500">({t.id})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="flex-1" aria-label="Archivos">
          {!tenant && <p className="text-slate-600">Elija un tenant para ver sus dashboards.</p>}
          {tenant && (
            <>
              <div className="mb-4 flex items-center justify-between">
                <h1 className="text-lg font-semibold">Archivos de {tenant}</h1>
                {tenant !== '_shared' && (
                  <button
                    type="button"
                    className="rounded bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800"
                    onClick={() => setCreating(true)}
                  >
                    Nuevo dashboard
                  </button>
                )}
              </div>
              {files.state === 'loading' && <p className="text-sm text-slate-500">Cargando archivos…</p>}
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
                      <h2 className="mb-1 text-sm font-semibold text-slate-600">{group.title}</h2>
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
                            <span className="text-xs text-slate-500">
                              {new Date(f.modifiedAt).toLocaleString('es-CL')}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
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
