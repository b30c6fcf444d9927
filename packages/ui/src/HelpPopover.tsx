import * as Popover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

/** A round "?" button that opens its help text in a popover (keyboard: Enter or Space opens, Escape closes). */
export function HelpPopover({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xs font-semibold text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        ?
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={4}
          className="z-50 max-w-xs rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg"
        >
          {children}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
