import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useClientQuery } from '../layout/PublicLayout.js';

/** The legal notice or the privacy policy (public pages linked from the footer). */
export function LegalPage({ kind }: { kind: 'legal' | 'privacy' }): ReactElement {
  const { t } = useTranslation();
  const clientQuery = useClientQuery();
  return (
    <article>
      <h1 className="text-xl font-semibold">{t(kind === 'legal' ? 'legal.legalTitle' : 'legal.privacyTitle')}</h1>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">
        {t(kind === 'legal' ? 'legal.legalText' : 'legal.privacyText')}
      </p>
      <Link to={`/login${clientQuery}`} className="mt-6 inline-block text-sm text-sky-700 hover:underline">
        {t('recovery.back')}
      </Link>
    </article>
  );
}
