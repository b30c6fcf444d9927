import * as RadixPopover from '@radix-ui/react-popover';
import { useTranslation } from '@voz/i18n';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { DateRange } from 'react-day-picker';
import type * as CalendarModuleType from './DateRangeCalendar.js';
import { CalendarIcon } from './icons.js';

type CalendarModule = typeof CalendarModuleType;

// The calendar (react-day-picker and its two date-fns locales, ~20 KB gzip) is a chunk of its own,
// loaded when the popover first opens (or the pointer comes near the button), so pages showing
// the picker do not wait for it.
const loadCalendar = (): Promise<CalendarModule> => import('./DateRangeCalendar.js');
const DateRangeCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DateRangeCalendar })));

/** A range of wire dates (YYYY-MM-DD), both ends included. */
export interface WireDateRange {
  from: string;
  to: string;
}

/** Props of DateRangePicker. */
export interface DateRangePickerProps {
  value: WireDateRange;
  /**
   * Called with complete ranges only (a quick range, or a start and an end picked in the calendar),
   * and not when the picked range equals the value.
   */
  onChange: (range: WireDateRange) => void;
  /** BCP 47 tag of the reader's locale ('es-CL', 'es-MX', 'en-US'): the calendar's language. */
  locale: string;
  /**
   * Writes a wire date (YYYY-MM-DD) for the button: DD/MM/YYYY in every locale (platform-core §5),
   * which the apps take from @voz/core (formatDisplayWireDate).
   */
  formatDate: (wireDate: string) => string;
  /** The tenant's today (YYYY-MM-DD): quick ranges end on it, later days cannot be picked. */
  today: string;
  /** Quick ranges in days, each ending `today` (the portal's filter offers 30, 60 and 90; none: []). */
  quickRanges: readonly number[];
  /** Accessible name of the button and the calendar panel (e.g. 'Período'). */
  label: string;
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wire date as a local Date at noon (a time-zone change never moves it to another day), or undefined. */
function parseWireDate(text: string): Date | undefined {
  const match = WIRE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 12);
  // Rejects 2025-02-30 and the like, which Date would roll over into March.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The wire form (YYYY-MM-DD) of a Date's local calendar day. */
function toWireDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The range of `days` days ending `today` (both included): 30 days to 2025-03-31 start 2025-03-02. */
function lastDaysRange(today: string, days: number): WireDateRange | undefined {
  const end = parseWireDate(today);
  if (!end) return undefined;
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (Math.max(1, days) - 1), 12);
  return { from: toWireDate(start), to: today };
}

function isSpanish(locale: string): boolean {
  return locale.toLowerCase().split(/[-_]/)[0] === 'es';
}

/**
 * A date range button with a two-month calendar in a popover and quick ranges ('Últimos 30 días').
 *
 * - Only complete ranges are applied: a quick range at once; in the calendar, the first click starts a
 *   new range (react-day-picker's `resetOnSelect`) and the second ends it and applies it. Closing
 *   with only a start changes nothing: onChange is never called with half a range.
 * - Days after `today` are disabled and the calendar does not go past today's month.
 * - Wire dates become local Dates at noon (never `new Date('YYYY-MM-DD')`, which is UTC midnight and
 *   the day before west of Greenwich).
 * - Calendar in Spanish for es-*, English otherwise (only those two locales are bundled).
 */
export function DateRangePicker({
  value,
  onChange,
  locale,
  formatDate,
  today,
  quickRanges,
  label,
}: DateRangePickerProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The range being picked in the calendar; reset to the value each time the popover opens.
  const [draft, setDraft] = useState<DateRange | undefined>();
  const [month, setMonth] = useState<Date>(() => new Date());

  const todayDate = parseWireDate(today) ?? new Date(new Date().setHours(12, 0, 0, 0));
  const from = parseWireDate(value.from);
  const to = parseWireDate(value.to);
  const text = `${formatDate(value.from)} – ${formatDate(value.to)}`;

  const onOpenChange = (next: boolean): void => {
    if (next) {
      setDraft(from && to ? { from, to } : undefined);
      // Two months ending with the range's end (or today's month).
      const end = to ?? todayDate;
      setMonth(new Date(end.getFullYear(), end.getMonth() - 1, 1, 12));
    }
    setOpen(next);
  };

  const apply = (range: WireDateRange): void => {
    setOpen(false);
    if (range.from !== value.from || range.to !== value.to) onChange(range);
  };

  const onSelect = (range: DateRange | undefined): void => {
    setDraft(range);
    // With resetOnSelect the first click gives { from, to: undefined }; the second completes it.
    if (range?.from && range.to) apply({ from: toWireDate(range.from), to: toWireDate(range.to) });
  };

  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger
        data-date-range={`${value.from}..${value.to}`}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 tabular-nums hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        <CalendarIcon className="h-4 w-4 text-slate-500" />
        <span className="sr-only">{`${label}: `}</span>
        <span>{text}</span>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 shadow-lg"
        >
          {quickRanges.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {quickRanges.map((days) => {
                const range = lastDaysRange(today, days);
                const active = range !== undefined && range.from === value.from && range.to === value.to;
                return (
                  <button
                    key={days}
                    type="button"
                    data-quick-range={days}
                    aria-pressed={active}
                    disabled={!range}
                    onClick={() => range && apply(range)}
                    className={`rounded-full border px-3 py-1 text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${
                      active
                        ? 'border-sky-700 bg-sky-700 text-white'
                        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    {t('ui.lastDays', { count: days })}
                  </button>
                );
              })}
            </div>
          )}
          <Suspense
            fallback={
              <div aria-hidden="true" className="h-72 w-[36rem] max-w-full animate-pulse rounded-md bg-slate-100" />
            }
          >
            <DateRangeCalendar
              selected={draft}
              onSelect={onSelect}
              month={month}
              onMonthChange={setMonth}
              today={todayDate}
              spanish={isSpanish(locale)}
              footer={draft?.from && !draft.to ? t('ui.pickEnd') : t('ui.pickStart')}
            />
          </Suspense>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
