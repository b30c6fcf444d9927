import { localized, useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';

/** A logo as the API serves it. */
export interface LogoView {
  url: string;
  alt: { es: string; en?: string };
}

/** The tenant's logos, or its name in text when it has none. */
export function Logos({
  logos,
  name,
  className = 'h-8',
}: {
  logos: readonly LogoView[];
  name: string;
  className?: string;
}): ReactElement {
  const { i18n, t } = useTranslation();
  if (logos.length === 0) return <span className="text-lg font-semibold text-slate-800">{name}</span>;
  return (
    <span className="flex items-center gap-3">
      {logos.map((logo) => (
        <img
          key={logo.url}
          src={logo.url}
          alt={localized(logo.alt, i18n.language) || t('layout.logoOf', { name })}
          className={`${className} w-auto`}
        />
      ))}
    </span>
  );
}
