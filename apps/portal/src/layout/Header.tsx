// The header: the tenant's logos, the alerts drawer (non-admins whose profile allows alerts), the
// language switch (when the tenant offers English) and the profile popover (name, e-mail, client,
// change of password, sign-out).
import { useTranslation } from '@voz/i18n';
import { Popover } from '@voz/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { AlertsButton } from '../alerts/AlertsButton.js';
import { LanguageSwitch } from '../components/LanguageSwitch.js';
import { Logos } from '../components/Logos.js';
import { ChangePassword } from '../components/ChangePassword.js';
import { usePortal } from '../portalContext.js';
import { displayName } from '../session/account.js';
import { useSession } from '../session/store.js';

/** A logo path of tenant.json as a URL the browser can load. */
export function logoUrl(tenantId: string, src: string): string {
  return src.startsWith('/') ? src : `/api/lcm/public/tenants/${encodeURIComponent(tenantId)}/${src}`;
}

export function Header(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account, data } = usePortal();
  const tenant = data.tenant;
  const logos = (tenant.logos ?? []).map((logo) => ({ url: logoUrl(tenant.id, logo.src), alt: logo.alt }));
  const name = displayName(account);
  const signOut = (): void => {
    useSession.getState().signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
      <div className="flex items-center gap-3" data-tenant={tenant.id}>
        <Logos logos={logos} name={tenant.name} />
      </div>
      <div className="flex items-center gap-3">
        <AlertsButton />
        <LanguageSwitch languages={tenant.languages} />
        <Popover
          // The name it shows is part of its accessible name (WCAG 2.5.3): 'Perfil de Ana Pérez'.
          label={t('layout.profileOf', { name })}
          align="end"
          triggerData={{ 'data-profile-button': '' }}
          triggerClassName="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm text-slate-900 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          trigger={
            <>
              {/* The initials are drawn by CSS (not text): a decoration beside the name, not part of the label. */}
              <span
                aria-hidden="true"
                data-initials={initials(name)}
                className="flex h-8 w-8 items-center justify-center rounded-full bg-sky-700 text-xs font-semibold text-white before:content-[attr(data-initials)]"
              />
              <span className="hidden sm:inline">{name}</span>
            </>
          }
        >
          <div className="flex min-w-60 flex-col gap-1 p-1 text-sm" data-profile>
            <p className="font-semibold text-slate-900">{name}</p>
            <p className="text-slate-600">{account.email}</p>
            <p className="text-slate-600">
              {t('layout.client')}: <span data-profile-client>{tenant.name}</span>
            </p>
            <ChangePassword />
            <button
              type="button"
              onClick={signOut}
              className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              {t('layout.signOut')}
            </button>
          </div>
        </Popover>
      </div>
    </header>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
