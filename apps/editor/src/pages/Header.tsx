// The editor's header: product name, the language switch, who is signed in, sign-out.
import type { Language } from '@voz/i18n';
import type { ReactElement, ReactNode } from 'react';
import { navigate } from '../router.js';
import { useSession } from '../session/store.js';
import { useT } from '../i18n.js';

export function Header({ children }: { children?: ReactNode }): ReactElement {
  const t = useT();
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
        {t('editor.app.name')}
      </a>
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
      <LanguageSwitch />
      <span className="text-sm text-slate-600" title={editor?.email}>
        {editor?.name}
      </span>
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100"
        onClick={() => useSession.getState().signOut()}
      >
        {t('editor.app.signOut')}
      </button>
    </header>
  );
}

/** Spanish or English, as the portal's switch: two toggle buttons, the choice kept in the session. */
export function LanguageSwitch(): ReactElement {
  const t = useT();
  const language = useSession((s) => s.language);
  const options: { id: Language; label: string }[] = [
    { id: 'es', label: t('editor.app.spanish') },
    { id: 'en', label: t('editor.app.english') },
  ];
  return (
    <div
      role="group"
      aria-label={t('editor.app.language')}
      className="flex items-center gap-1"
      data-language-switch={language}
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          lang={option.id}
          aria-pressed={language === option.id}
          title={option.label}
          onClick={() => useSession.getState().setLanguage(option.id)}
          className={`rounded px-1.5 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
            language === option.id ? 'bg-slate-200 text-slate-900' : 'text-slate-600 hover:bg-slate-100'
          }`}
        >
          <span>{option.id.toUpperCase()}</span>
          <span className="sr-only">{option.label}</span>
        </button>
      ))}
    </div>
  );
}
