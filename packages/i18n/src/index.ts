// i18next for the interface chrome: Spanish by default, English when the tenant offers it.
// Widget titles and help texts come from the dashboards' own { es, en } texts, not from here.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.js';
import { es, type Resources } from './locales/es.js';

export { I18nextProvider as I18nProvider, useTranslation } from 'react-i18next';
export type { I18n, Resources };
export { addEditorTexts, editorEn, editorEs } from './locales/editor.js';
export { addWorkflowTexts, workflowEn, workflowEs } from './locales/workflow.js';

/** Languages of the interface, Spanish first. */
export const LANGUAGES = ['es', 'en'] as const;
/** A language of the interface. */
export type Language = (typeof LANGUAGES)[number];

/** The resources of every language (for tests that check no key is missing). */
export const RESOURCES: Readonly<Record<Language, Resources>> = { es, en };

/** The namespace of every key. */
export const NAMESPACE = 'common';

/** A fresh, initialised i18next instance (synchronous: the resources are bundled). */
export function createI18n(language: Language = 'es'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'es',
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    resources: { es: { [NAMESPACE]: es }, en: { [NAMESPACE]: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The text of a { es, en } object in a language, falling back to Spanish. */
export function localized(text: { es: string; en?: string } | undefined, language: string): string {
  if (!text) return '';
  return language === 'en' && text.en ? text.en : text.es;
}
