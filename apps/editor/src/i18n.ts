// The editor's interface texts: one i18next instance with the shared texts and the editor's own
// (packages/i18n, Spanish and English), in the language of the session (session/store.ts, chosen in
// the header as in the portal). Components read them with useT(), which draws them again when the
// language changes (this instance, whatever provider is above: the preview has its own for the
// widgets); code outside components (sign-in errors, announcements) with `t`.
import { addEditorTexts, createI18n, useTranslation, type I18n, type Language } from '@voz/i18n';

/** The editor's i18next instance, Spanish until the session says otherwise. */
export const i18n: I18n = createI18n('es');
addEditorTexts(i18n);

/** A text of the interface in the current language. */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}

/** The interface language now (for code outside components; components use useLanguage()). */
export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'es';
}

/** Switches the interface to `language` (and the document's lang, for screen readers, and title). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = t('editor.app.documentTitle');
}

/** `t` for a component, drawn again when the interface language changes. */
export function useT(): (key: string, options?: Record<string, unknown>) => string {
  const { t: translate } = useTranslation(undefined, { i18n });
  return (key, options) => translate(key, options ?? {});
}

/** The interface language for a component, drawn again when it changes (core's describer speaks it). */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  return instance.language === 'en' ? 'en' : 'es';
}
