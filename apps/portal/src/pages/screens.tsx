// The pages of the main area that are screens rather than dashboards (the close-the-loop workflow:
// alerts and action plans): each a chunk of its own, loaded when first shown, so the JavaScript
// before the first render of /dashboard does not grow with them.
import { alertPermissions, planPermissions, type AccessAccount, type MenuItem } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';

const AlertListPage = lazy(() => import('../alerts/AlertListPage.js').then((m) => ({ default: m.AlertListPage })));
const AlertDetailPage = lazy(() =>
  import('../alerts/AlertDetailPage.js').then((m) => ({ default: m.AlertDetailPage })),
);
const PlanListPage = lazy(() => import('../plans/PlanListPage.js').then((m) => ({ default: m.PlanListPage })));
const PlanNewPage = lazy(() => import('../plans/PlanNewPage.js').then((m) => ({ default: m.PlanNewPage })));
const PlanDetailPage = lazy(() => import('../plans/PlanDetailPage.js').then((m) => ({ default: m.PlanDetailPage })));
const PlanLibraryPage = lazy(() => import('../plans/PlanLibraryPage.js').then((m) => ({ default: m.PlanLibraryPage })));

/** The screens of menu pages, by menu key; each takes the page's title and path. */
const MENU_SCREENS: Readonly<Record<string, ComponentType<{ title: string; base: string }> | undefined>> = {
  'alerts-list': AlertListPage,
  'action-plans': PlanListPage,
};

/** Menu keys whose page is a screen of this file (BUILT_PAGES lists them too). */
export const SCREEN_PAGES: readonly string[] = Object.keys(MENU_SCREENS);

/** What shows while a screen's chunk loads: grey bars where the page will be. */
function ScreenLoading(): ReactElement {
  const { t } = useTranslation();
  return (
    <section role="status" aria-busy="true" aria-label={t('app.loading')} data-page="loading-screen">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="mb-3 h-9 animate-pulse rounded bg-slate-200" />
      ))}
    </section>
  );
}

/** The screen of a menu item, or null when the item's page is not a screen. */
export function menuScreen(item: MenuItem, title: string): ReactElement | null {
  const Screen = Object.hasOwn(MENU_SCREENS, item.key) ? MENU_SCREENS[item.key] : undefined;
  if (!Screen) return null;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen key={item.key} title={title} base={item.path} />
    </Suspense>
  );
}

/**
 * The screen of a path outside the menu: /alerts/detail/{id} for a user who sees alerts (the
 * tenant's alerts feature and the profile's alerts section); under the action-plans page's path
 * (its own or the tenant's), /new (the create action), /{id}/detail and /best-practices/library;
 * null for any other path.
 */
export function pathScreen(
  path: string,
  account: AccessAccount,
  features: readonly string[],
  menu: readonly MenuItem[],
): ReactElement | null {
  const screen = (element: ReactElement): ReactElement => <Suspense fallback={<ScreenLoading />}>{element}</Suspense>;
  const detail = matchPath('/alerts/detail/:id', path);
  const id = Number(detail?.params.id);
  if (detail && Number.isSafeInteger(id) && id > 0 && features.includes('alerts') && alertPermissions(account).read) {
    return screen(<AlertDetailPage key={id} id={id} />);
  }
  const plans = menu.find((item) => item.key === 'action-plans');
  if (plans) {
    const base = plans.path.replace(/\/+$/, '');
    if (matchPath(`${base}/new`, path)) {
      return planPermissions(account).create ? screen(<PlanNewPage key="new" base={base} />) : null;
    }
    if (matchPath(`${base}/best-practices/library`, path)) return screen(<PlanLibraryPage base={base} />);
    const plan = matchPath(`${base}/:id/detail`, path);
    const planId = Number(plan?.params.id);
    if (plan && Number.isSafeInteger(planId) && planId > 0)
      return screen(<PlanDetailPage key={planId} id={planId} base={base} />);
  }
  return null;
}
