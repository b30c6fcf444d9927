// The two-month range calendar of DateRangePicker, in a chunk of its own (react-day-picker and the
// Spanish and English locales are loaded only when a picker opens).
import type { ReactElement, ReactNode } from 'react';
import { DayPicker, type ClassNames, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';

/** The calendar restyled with Tailwind: no react-day-picker stylesheet, nothing injected at run time. */
const CALENDAR: Partial<ClassNames> = {
  root: 'relative text-sm text-slate-800',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex flex-col gap-2',
  nav: 'pointer-events-none absolute inset-x-0 top-0 flex h-8 items-center justify-between',
  button_previous:
    'pointer-events-auto inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-transparent',
  button_next:
    'pointer-events-auto inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-transparent',
  chevron: 'h-4 w-4 fill-current',
  month_caption: 'flex h-8 items-center justify-center',
  caption_label: 'text-sm font-semibold capitalize text-slate-800',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'h-8 w-9 text-center text-xs font-normal text-slate-500',
  weeks: '',
  week: '',
  day: 'h-9 w-9 p-0 text-center',
  day_button:
    'inline-flex h-9 w-9 items-center justify-center rounded-md tabular-nums hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:cursor-default disabled:hover:bg-transparent',
  footer: 'mt-2 text-xs text-slate-500',
  selected: 'bg-sky-100 text-sky-900',
  range_start: 'rounded-l-md bg-sky-700! text-white!',
  range_end: 'rounded-r-md bg-sky-700! text-white!',
  range_middle: 'rounded-none',
  today: 'font-bold underline underline-offset-2',
  disabled: 'text-slate-300',
  outside: 'text-slate-500',
  hidden: 'invisible',
  focused: '',
};

/** Props of DateRangeCalendar. */
export interface DateRangeCalendarProps {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  /** The tenant's today: later days are disabled and the calendar does not go past its month. */
  today: Date;
  /** Spanish names of months and days (English otherwise). */
  spanish: boolean;
  footer: ReactNode;
}

/** Two months, range mode; the first click starts a new range (resetOnSelect), the second ends it. */
export function DateRangeCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  today,
  spanish,
  footer,
}: DateRangeCalendarProps): ReactElement {
  return (
    <DayPicker
      mode="range"
      resetOnSelect
      selected={selected}
      onSelect={onSelect}
      numberOfMonths={2}
      month={month}
      onMonthChange={onMonthChange}
      endMonth={today}
      today={today}
      disabled={{ after: today }}
      locale={spanish ? es : enUS}
      classNames={CALENDAR}
      footer={footer}
    />
  );
}
