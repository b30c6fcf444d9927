import { useTranslation } from '@voz/i18n';
import type { ReactElement, ReactNode } from 'react';

/** The footer: the copyright line, and whatever links the layout adds. */
export function Footer({ children }: { children?: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white px-6 py-3 text-xs text-slate-500">
      <p data-copyright>{t('app.copyright', { year: new Date().getFullYear() })}</p>
      {children}
    </footer>
  );
}
