// The layout of the main area (platform-core.md §2): header, sub-header, the page, footer.
import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { PageSwitch } from './PageSwitch.js';
import { SubHeader } from './SubHeader.js';

export function MainLayout(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      <SubHeader />
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6">
        <PageSwitch />
      </main>
      <Footer />
    </div>
  );
}
