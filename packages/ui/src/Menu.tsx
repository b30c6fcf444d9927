import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** One entry of a Menu: a link (href) or an action (onSelect). */
export interface MenuItem {
  key: string;
  label: string;
  /** A link: the item renders as an <a> (or through Menu's renderLink). */
  href?: string;
  /** An action, also called for links before the navigation. */
  onSelect?: () => void;
  /** The page the user is on: aria-current="page" and highlighted. */
  current?: boolean;
  /** Decorative icon before the label (hidden from screen readers). */
  icon?: ReactNode;
}

/** Props of Menu. */
export interface MenuProps {
  /** Accessible name of the menu; the trigger's name starts with it, followed by the trigger's own text. */
  label: string;
  /** What the trigger button shows (e.g. the current section's name and a chevron). */
  trigger: ReactNode;
  items: MenuItem[];
  /**
   * Draws a link item with the app's router (e.g. its <Link to={item.href}>). It must return one
   * element that passes its props and ref on to the <a> (router links do): Radix adds the menu-item
   * role, focus handling, aria-current and the classes to it. An <a href> when absent.
   */
  renderLink?: (item: MenuItem, children: ReactNode) => ReactNode;
  /** Alignment of the list against the trigger (default start). */
  align?: 'start' | 'center' | 'end';
  /** Classes of the trigger button, replacing the default ones. */
  triggerClassName?: string;
}

const TRIGGER =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 data-[state=open]:bg-slate-100 disabled:cursor-default disabled:opacity-50';
const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 no-underline outline-none select-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 aria-[current=page]:font-semibold aria-[current=page]:text-sky-800';

/**
 * A dropdown menu (Radix): Enter, Space or Down opens it on the first item, arrows move (wrapping),
 * typing jumps to an item, Enter selects, Escape closes and returns focus to the trigger. Non-modal,
 * so nothing is injected at run time (strict CSP) and the page stays usable around it. Without items
 * the trigger is disabled.
 */
export function Menu({
  label,
  trigger,
  items,
  renderLink,
  align = 'start',
  triggerClassName = TRIGGER,
}: MenuProps): ReactElement {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        disabled={items.length === 0}
        aria-labelledby={`${id}-label ${id}-text`}
        className={triggerClassName}
      >
        <span id={`${id}-label`} className="sr-only">
          {label}
        </span>
        <span id={`${id}-text`} className="inline-flex items-center gap-1.5">
          {trigger}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-labelledby={`${id}-label`}
          align={align}
          sideOffset={4}
          loop
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => {
            const content = (
              <>
                {item.icon && (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-4 w-4 shrink-0 items-center justify-center text-slate-500"
                  >
                    {item.icon}
                  </span>
                )}
                <span className="truncate">{item.label}</span>
              </>
            );
            const common = {
              'data-menu-item': item.key,
              'aria-current': item.current ? ('page' as const) : undefined,
              className: ITEM,
              onSelect: item.onSelect,
            };
            if (item.href === undefined) {
              return (
                <DropdownMenu.Item key={item.key} {...common}>
                  {content}
                </DropdownMenu.Item>
              );
            }
            // A router link prevents the click's default action, and Radix then skips its own select
            // handling (onSelect, closing): done here in that case.
            const onClick = (event: MouseEvent): void => {
              if (!event.defaultPrevented) return;
              item.onSelect?.();
              setOpen(false);
            };
            return (
              <DropdownMenu.Item key={item.key} asChild {...common} onClick={onClick}>
                {renderLink ? renderLink(item, content) : <a href={item.href}>{content}</a>}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
