// The editor's header: product name, who is signed in, sign-out.
import type { ReactElement, ReactNode } from 'react';
import { navigate } from '../router.js';
import { useSession } from '../session/store.js';

export function Header({ children }: { children?: ReactNode }): ReactElement {
  const editor = useSession((s) => s.editor);
  return (
    <header className="flex items-center gap-4 border-b border-slate-200 bg-white px-4 py-2">
      <a
        href="/editor/"
        className="font-semibold text-sky-900"
        onClick={(e) => {
          e.preventDefault();
          navigate({ page: 'home' });
        }}
      >
        Voz · Editor
      </a>
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
      <span className="text-sm text-slate-600" title={editor?.email}>
        {editor?.name}
      </span>
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100"
        onClick={() => useSession.getState().signOut()}
      >
        Salir
      </button>
    </header>
  );
}
