// The sub-header (platform-core.md §2): the section menu, and for non-admins the filters drawer
// (290 px), the date range picker, the answered-surveys counter and the closable chips.
import {
  QUICK_RANGES_DAYS,
  completeRange,
  filterChips,
  formatDisplayWireDate,
  removeChip,
  toFilterState,
  toWireDate,
} from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { ChipList, DateRangePicker, Menu } from '@voz/ui';
import { lazy, Suspense, useMemo, useState, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useBootstrap } from '../bootstrapContext.js';
import { AnsweredCounter } from '../filters/AnsweredCounter.js';
import type * as DrawerModule from '../filters/FiltersDrawer.js';
import { filterSearch, useSelection } from '../filters/useSelection.js';
import { usePortal } from '../portalContext.js';
import { normalizePath, useMenuTitle } from './PageSwitch.js';

const loadDrawer = (): Promise<typeof DrawerModule> => import('../filters/FiltersDrawer.js');
const FiltersDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.FiltersDrawer })));

export function SubHeader(): ReactElement {
  const { t } = useTranslation();
  const { menu, headerControls } = usePortal();
  const location = useLocation();
  const titleOf = useMenuTitle();
  const current = menu.find((m) => normalizePath(m.path) === normalizePath(location.pathname));
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
      <nav aria-label={t('layout.mainNav')}>
        {menu.length > 0 ? (
          <Menu
            label={t('layout.sections')}
            trigger={
              <span className="flex items-center gap-2" data-section-menu>
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                  <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {current ? titleOf(current) : t('layout.sections')}
              </span>
            }
            items={menu.map((item) => ({
              key: item.key,
              label: titleOf(item),
              href: item.path,
              current: item === current,
            }))}
            renderLink={(item, children) => (
              <Link to={`${item.href ?? '/'}${keepFilters(location.search)}`} data-menu-item={item.key}>
                {children}
              </Link>
            )}
          />
        ) : null}
      </nav>
      {headerControls ? <FilterControls /> : null}
    </div>
  );
}

/**
 * The filter part of a query string, for links to other pages: a page's own state (the dashboard
 * switch, a tag, a list's filters, order and page) stays behind.
 */
const keepFilters = filterSearch;

function FilterControls(): ReactElement {
  const { t, i18n } = useTranslation();
  const { data, defaults } = usePortal();
  const { selection, setSelection } = useSelection();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (the drawer's chunk is loaded then), so closing animates nothing away.
  const [used, setUsed] = useState(false);
  const filters = useMemo(() => toFilterState(selection), [selection]);
  const language = i18n.language === 'en' ? 'en' : 'es';
  const chips = useMemo(() => filterChips(selection, data.metadata, language), [selection, data.metadata, language]);
  const { now } = useBootstrap();
  const tenant = data.tenant;
  const today = toWireDate(now, tenant.timezone);
  const locale = i18n.language === 'en' ? 'en-US' : tenant.locale;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        data-open-filters
        className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <path
            d="M3 4h14l-5 7v5l-4-2v-3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {t('layout.filters')}
        {chips.length > 0 ? (
          <span className="rounded-full bg-sky-700 px-1.5 text-xs text-white">{chips.length}</span>
        ) : null}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={open}
            onOpenChange={setOpen}
            selection={selection}
            onApply={(next) => {
              setSelection(next);
              setOpen(false);
            }}
            onReset={() => {
              setSelection({ ...defaults, dateFrom: selection.dateFrom, dateTo: selection.dateTo });
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      <DateRangePicker
        label={t('layout.dateRange')}
        value={{ from: selection.dateFrom, to: selection.dateTo }}
        locale={locale}
        formatDate={formatDisplayWireDate}
        today={today}
        quickRanges={QUICK_RANGES_DAYS}
        onChange={(range) => {
          const complete = completeRange(range);
          if (complete) setSelection({ ...selection, ...complete });
        }}
      />
      <AnsweredCounter filters={filters} />
      <div className="basis-full">
        <ChipList
          label={t('layout.selectedFilters')}
          chips={chips.map((chip) => ({ key: chip.key, label: chip.label }))}
          onRemove={(key) => {
            const chip = chips.find((c) => c.key === key);
            if (chip) setSelection(removeChip(selection, chip, defaults));
          }}
        />
      </div>
    </>
  );
}
