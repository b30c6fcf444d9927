// The language switch: shown only when the tenant offers English (tenant.json `languages`).
import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { useSession } from '../session/store.js';
import { MexicoFlag, UnitedStatesFlag } from './Flags.js';

/** Two toggle buttons, Spanish (MX flag) and English (US flag); nothing when only Spanish is offered. */
export function LanguageSwitch({ languages }: { languages: readonly string[] }): ReactElement | null {
  const { t, i18n } = useTranslation();
  const setLanguage = useSession((s) => s.setLanguage);
  if (!languages.includes('en')) return null;
  const current = i18n.language === 'en' ? 'en' : 'es';
  const options = [
    { id: 'es' as const, label: t('layout.spanish'), flag: <MexicoFlag /> },
    { id: 'en' as const, label: t('layout.english'), flag: <UnitedStatesFlag /> },
  ];
  return (
    <div
      role="group"
      aria-label={t('layout.language')}
      className="flex items-center gap-1"
      data-language-switch={current}
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          lang={option.id}
          aria-pressed={current === option.id}
          title={option.label}
          onClick={() => setLanguage(option.id)}
          className={`flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
            current === option.id ? 'bg-slate-200 text-slate-900' : 'text-slate-600 hover:bg-slate-100'
          }`}
        >
          {option.flag}
          <span>{option.id.toUpperCase()}</span>
          <span className="sr-only">{option.label}</span>
        </button>
      ))}
    </div>
  );
}
