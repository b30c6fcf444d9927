import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

/** Props of Popover. */
export interface PopoverProps {
  /**
   * What the trigger button shows (text, an avatar, an icon): never a button or a link itself (the
   * trigger is a button, and one interactive element must not hold another).
   */
  trigger: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /**
   * Accessible name of the trigger button and of the panel. It replaces the trigger's own text for
   * screen readers, so include that text when it says something (e.g. 'Perfil de Ana Pérez').
   */
  label: string;
  /** Alignment of the panel against the trigger (default end). */
  align?: 'start' | 'center' | 'end';
  /** Side of the trigger the panel opens on (default bottom). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Classes of the trigger button, replacing the default ones. */
  triggerClassName?: string;
  /** Classes of the panel, replacing the default ones. */
  contentClassName?: string;
  /** data-* attributes of the trigger button (hooks for tests and styles). */
  triggerData?: Record<`data-${string}`, string>;
  /** Controlled open state (optional: uncontrolled when absent). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const TRIGGER =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';
const CONTENT = 'z-50 max-w-xs rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg';

/**
 * A button that opens a non-modal panel beside it (keyboard: Enter or Space opens, Escape closes and
 * returns focus to the button). No scroll lock, so nothing is injected at run time (strict CSP).
 */
export function Popover({
  trigger,
  children,
  label,
  align = 'end',
  side = 'bottom',
  triggerClassName = TRIGGER,
  contentClassName = CONTENT,
  triggerData,
  open,
  onOpenChange,
}: PopoverProps): ReactElement {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger aria-label={label} className={triggerClassName} {...triggerData}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content side={side} align={align} sideOffset={4} aria-label={label} className={contentClassName}>
          {children}
          <RadixPopover.Arrow className="fill-white" />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
