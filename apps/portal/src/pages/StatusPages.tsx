import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { Link } from 'react-router';

/** Any unknown path (platform-core.md §2: a plain page with the text Error). */
export function ErrorPage(): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-page="error">
      <h1 className="text-3xl font-bold text-slate-800">{t('pages.errorTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('pages.errorText')}</p>
      <Link to="/" className="mt-6 inline-block text-sky-700 hover:underline">
        {t('pages.goHome')}
      </Link>
    </section>
  );
}

/** A signed-in user whose menu is empty: says why in plain words. */
export function EmptyMenuPage({ admin }: { admin: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-page="empty-menu">
      <h1 className="text-2xl font-semibold text-slate-800">{t('pages.emptyMenuTitle')}</h1>
      <p className="mt-3 text-slate-600">{admin ? t('pages.adminMenuText') : t('pages.emptyMenuText')}</p>
    </section>
  );
}
