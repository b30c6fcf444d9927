// Which page a path of the main area shows: '/' goes to the first menu item; a menu item's path
// (tenant overrides included) shows its page (a dashboard, or a screen of pages/screens.tsx);
// /survey-stats/detail/{id} shows that page's dashboard, /alerts/detail/{id} the alert; anything
// else is the Error page.
import { accessMap, canSee, showsHeaderControls, type MenuItem } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { DashboardPage } from '../pages/DashboardPage.js';
import { DASHBOARD_PAGE_OF, MENU_LABELS } from '../pages/registry.js';
import { menuScreen, pathScreen } from '../pages/screens.js';
import { EmptyMenuPage, ErrorPage } from '../pages/StatusPages.js';
import { usePortal } from '../portalContext.js';

/** A path without its trailing slash ('/' stays). */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The title of a menu item in a language: the tenant's override, else the page's own label. */
export function useMenuTitle(): (item: Pick<MenuItem, 'key' | 'title'>) => string {
  const { t, i18n } = useTranslation();
  return (item) => (item.title ? localized(item.title, i18n.language) : t(MENU_LABELS[item.key] ?? item.key));
}

export function PageSwitch(): ReactElement {
  const { menu, account, data } = usePortal();
  const location = useLocation();
  const titleOf = useMenuTitle();
  const { t } = useTranslation();
  const path = normalizePath(location.pathname);
  if (path === '/') {
    const first = menu[0];
    if (!first) return <EmptyMenuPage admin={!showsHeaderControls(account)} />;
    return <Navigate to={`${first.path}${location.search}`} replace />;
  }
  const item = menu.find((m) => normalizePath(m.path) === path);
  const page = item ? DASHBOARD_PAGE_OF[item.key] : undefined;
  if (item && page) return <DashboardPage key={item.key} page={page} title={titleOf(item)} />;
  const screen = item ? menuScreen(item, titleOf(item)) : pathScreen(path, account, data.tenant.features ?? [], menu);
  if (screen) return screen;
  const detail = matchPath('/survey-stats/detail/:id', path);
  const id = Number(detail?.params.id);
  if (detail && Number.isSafeInteger(id) && canSee(accessMap(account), 'survey-stats')) {
    return (
      <DashboardPage
        key={`detail-${id}`}
        page="survey-stats-detail"
        title={t('menu.surveyStatsDetail')}
        momentId={id}
      />
    );
  }
  return <ErrorPage />;
}
