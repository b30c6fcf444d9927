import type { ReactElement, ReactNode } from 'react';
import { Popover } from './Popover.js';

/** A round "?" button that opens its help text in a popover (keyboard: Enter or Space opens, Escape closes). */
export function HelpPopover({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Popover
      label={label}
      trigger="?"
      align="end"
      triggerClassName="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xs font-semibold text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
    >
      {children}
    </Popover>
  );
}
