import { useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

// A row of tabs with the WAI-ARIA tabs pattern: one tab in the Tab order (the selected one), the
// arrow keys move between tabs and select them (automatic activation), Home and End go to the ends.
// The panel is the caller's, drawn for the selected tab only: it gets its ids from `panelProps`, so
// the tab and its panel name each other (aria-controls, aria-labelledby).

/** One tab. */
export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list ("Vista", "Paneles"). */
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** 'pill': small filled buttons (view switches); 'underline': a bar of equal tabs (panels). */
  variant?: 'pill' | 'underline';
  /** Prefix of the tab and panel ids, unique in the page (panelProps takes the same). */
  idPrefix: string;
  className?: string;
}

const STYLES = {
  pill: {
    list: 'flex gap-1',
    tab: (on: boolean) => `rounded px-2 py-0.5 ${on ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`,
  },
  underline: {
    list: 'flex border-b border-slate-200 text-sm',
    tab: (on: boolean) => `flex-1 px-2 py-1.5 ${on ? 'border-b-2 border-sky-700 font-medium' : 'text-slate-600'}`,
  },
} as const;

/** The ids a tab and its panel share: `tabPanelIds(prefix, id)`. */
export function tabPanelIds(prefix: string, id: string): { tab: string; panel: string } {
  return { tab: `${prefix}-tab-${id}`, panel: `${prefix}-panel-${id}` };
}

export function Tabs<Id extends string>({
  label,
  items,
  selected,
  onSelect,
  variant = 'pill',
  idPrefix,
  className,
}: TabsProps<Id>): ReactElement {
  const prefix = idPrefix;
  const list = useRef<HTMLDivElement>(null);
  const style = STYLES[variant];

  const go = (index: number): void => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabPanelIds(prefix, item.id).tab)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = items.findIndex((item) => item.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={className ? `${style.list} ${className}` : style.list}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const on = item.id === selected;
        const ids = tabPanelIds(prefix, item.id);
        return (
          <button
            key={item.id}
            id={ids.tab}
            role="tab"
            type="button"
            aria-selected={on}
            // Only the selected tab's panel is drawn: the others name no element.
            {...(on ? { 'aria-controls': ids.panel } : {})}
            tabIndex={on ? 0 : -1}
            className={style.tab(on)}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The attributes of the panel of tab `id`: its role, id and name (the tab). A panel with nothing
 * focusable inside should also take `tabIndex={0}`, so the keyboard reaches its content.
 */
export function panelProps(prefix: string, id: string): { role: 'tabpanel'; id: string; 'aria-labelledby': string } {
  const ids = tabPanelIds(prefix, id);
  return { role: 'tabpanel', id: ids.panel, 'aria-labelledby': ids.tab };
}
