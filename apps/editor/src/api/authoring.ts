// The authoring endpoints of the reference backend (apps/api, /api/authoring): list, read,
// create, write, rename and delete tenant files, and their history. Every write is validated by
// the server too, written in canonical form, and refused with 409 when based on a stale version.
import type { Diagnostic } from '@voz/validation';
import { callApi, type CallOptions } from '@voz/data';

/** Kinds of file of a tenant folder. */
export type FileKind = 'tenant' | 'metadata' | 'indicators' | 'dashboard' | 'fragment';

/** A tenant the caller may edit (`_shared`: the fragments shared by several tenants). */
export interface EditableTenant {
  id: string;
  name: string;
}

/** A file of a tenant folder. */
export interface FileEntry {
  path: string;
  kind: FileKind;
  version: string;
  size: number;
  modifiedAt: string;
}

/** A file with its text. */
export interface FileText {
  path: string;
  kind: FileKind;
  version: string;
  text: string;
}

/** Every file of a tenant, and the shared fragments. */
export interface Bundle {
  files: FileText[];
  shared: { path: string; version: string; text: string }[];
}

/** What a save answers. */
export interface Saved {
  path: string;
  kind?: FileKind;
  version: string;
  warnings?: Diagnostic[];
}

/** One entry of a tenant's history. */
export interface HistoryEntry {
  id: number;
  path: string;
  action: 'create' | 'update' | 'rename' | 'delete' | 'restore';
  version: string;
  author: string;
  authorName: string;
  at: string;
  summary: string;
}

/** A call's JSON body. */
const call = <T>(url: string, options: CallOptions): Promise<T> => callApi<T>(url, options).then((r) => r.body);

const base = (tenant: string): string => `/api/authoring/tenants/${encodeURIComponent(tenant)}`;
const q = (path: string): string => `path=${encodeURIComponent(path)}`;

/** The authoring API bound to a token. */
// eslint-disable-next-line @typescript-eslint/explicit-module-boundary-types -- its type is AuthoringApi, inferred here
export function authoringApi(token: string) {
  return {
    tenants: () => call<{ tenants: EditableTenant[] }>('/api/authoring/tenants', { token }).then((r) => r.tenants),
    files: (tenant: string) => call<{ files: FileEntry[] }>(`${base(tenant)}/files`, { token }).then((r) => r.files),
    bundle: (tenant: string) => call<Bundle>(`${base(tenant)}/bundle`, { token }),
    read: (tenant: string, path: string) => call<FileText>(`${base(tenant)}/file?${q(path)}`, { token }),
    save: (tenant: string, path: string, content: unknown, baseVersion: string, summary: string) =>
      call<Saved>(`${base(tenant)}/file?${q(path)}`, {
        token,
        method: 'PUT',
        body: { content, baseVersion, summary },
      }),
    create: (tenant: string, path: string, content: unknown, summary: string) =>
      call<Saved>(`${base(tenant)}/files`, { token, body: { path, content, summary } }),
    rename: (tenant: string, from: string, to: string, baseVersion: string) =>
      call<Saved>(`${base(tenant)}/rename`, { token, body: { from, to, baseVersion } }),
    remove: (tenant: string, path: string, version: string) =>
      call<{ path: string; deleted: true }>(`${base(tenant)}/file?${q(path)}&version=${encodeURIComponent(version)}`, {
        token,
        method: 'DELETE',
      }),
    history: (tenant: string, path?: string) =>
      call<{ entries: HistoryEntry[] }>(`${base(tenant)}/history${path ? `?${q(path)}` : ''}`, { token }).then(
        (r) => r.entries,
      ),
    historyEntry: (tenant: string, id: number) =>
      call<{ entry: HistoryEntry; text: string }>(`${base(tenant)}/history/${id}`, { token }),
    restore: (tenant: string, id: number, baseVersion: string | null) =>
      call<Saved>(`${base(tenant)}/history/${id}/restore`, { token, body: { baseVersion } }),
  };
}

/** The authoring API's functions. */
export type AuthoringApi = ReturnType<typeof authoringApi>;
