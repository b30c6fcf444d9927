// Small form fields of the property panel. Typing in a field is one undo step per field (edits
// are coalesced by key), and the field keeps the browser's own undo while it has the focus.
import type { LocalizedText } from '@voz/schema';
import type { ReactElement, ReactNode } from 'react';
import { useT } from '../i18n.js';

export function Section({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <section className="border-b border-slate-200 px-3 py-2">
      <h3 className="mb-1 text-xs font-semibold uppercase text-slate-600">{title}</h3>
      {children}
    </section>
  );
}

/** A localized text: Spanish (required) and English. */
export function LocalizedField({
  label,
  value,
  onChange,
  multiline = false,
}: {
  label: string;
  value: LocalizedText | undefined;
  onChange: (value: LocalizedText | undefined, language: 'es' | 'en') => void;
  multiline?: boolean;
}): ReactElement {
  const t = useT();
  const set = (language: 'es' | 'en', text: string): void => {
    const next: Record<string, string> = { ...(value ?? { es: '' }) };
    if (text === '' && language === 'en') delete next.en;
    else next[language] = text;
    onChange(next.es === '' && next.en === undefined ? undefined : (next as unknown as LocalizedText), language);
  };
  const Input = multiline ? 'textarea' : 'input';
  return (
    <fieldset className="mb-2">
      <legend className="text-sm font-medium">{label}</legend>
      {(['es', 'en'] as const).map((language) => (
        <label key={language} className="mt-1 flex items-center gap-2 text-sm">
          <span className="w-6 text-xs uppercase text-slate-600">{language}</span>
          <Input
            aria-label={`${label} (${language === 'es' ? t('editor.properties.spanish') : t('editor.properties.english')})`}
            className="flex-1 rounded border border-slate-300 px-2 py-1"
            value={value?.[language] ?? ''}
            onChange={(e) => set(language, e.target.value)}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** A whole number field. */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
}): ReactElement {
  return (
    <label className="flex flex-col text-xs">
      {label}
      <input
        type="number"
        className="w-16 rounded border border-slate-300 px-1 py-0.5 text-sm"
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isInteger(n)) onChange(n);
        }}
      />
    </label>
  );
}
