// The header's alerts button (platform-core.md §2: non-admins whose profile allows alerts): the
// number of alerts not handled in the last 90 days (the start-up counters of §9) and the drawer,
// a chunk of its own loaded when first opened (or when the pointer or focus reaches the button).
import { ALERT_DRAWER_DEFAULT_DAYS, alertPermissions, lastDaysRange, type AccessAccount } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { Tenant } from '@voz/schema';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useBootstrap } from '../bootstrapContext.js';
import { usePortal } from '../portalContext.js';
import { countersQuery } from './alertApi.js';
import type * as DrawerModule from './AlertsDrawer.js';

const loadDrawer = (): Promise<typeof DrawerModule> => import('./AlertsDrawer.js');
const AlertsDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AlertsDrawer })));

/** Whether the alerts drawer shows: not for admins (headerControls), the tenant's alerts, the profile's alerts section. */
export function showsAlertsDrawer(
  account: AccessAccount,
  tenant: Pick<Tenant, 'features'>,
  headerControls: boolean,
): boolean {
  return headerControls && (tenant.features ?? []).includes('alerts') && alertPermissions(account).read;
}

export function AlertsButton(): ReactElement | null {
  const { t } = useTranslation();
  const { token, account, data, headerControls } = usePortal();
  const { now } = useBootstrap();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (its chunk is loaded then), so closing animates nothing away.
  const [used, setUsed] = useState(false);
  const [days, setDays] = useState(ALERT_DRAWER_DEFAULT_DAYS);
  const visible = showsAlertsDrawer(account, data.tenant, headerControls);
  const range = lastDaysRange(ALERT_DRAWER_DEFAULT_DAYS, now, data.tenant.timezone);
  // A counter that fails is skipped silently (platform-core.md §8): the button stays, without a number.
  const counters = useQuery({ ...countersQuery(token, range, data.tenant), enabled: visible, retry: false });
  if (!visible) return null;
  const notHandled = counters.data?.notHandled;
  return (
    <>
      <button
        type="button"
        data-alerts-button=""
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className="relative flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path
            d="M10 2.5a5 5 0 0 0-5 5v3.2l-1.5 2.8h13L15 10.7V7.5a5 5 0 0 0-5-5Zm-2 13a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('layout.alerts')}</span>
        {notHandled !== undefined && notHandled > 0 ? (
          <>
            <span
              aria-hidden="true"
              data-alerts-badge={notHandled}
              className="rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
            >
              {notHandled}
            </span>
            <span className="sr-only">{t('layout.alertsNotHandled', { count: notHandled })}</span>
          </>
        ) : null}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <AlertsDrawer open={open} onOpenChange={setOpen} days={days} onDaysChange={setDays} />
        </Suspense>
      ) : null}
    </>
  );
}
