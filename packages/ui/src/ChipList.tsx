import { useTranslation } from '@voz/i18n';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { CrossIcon } from './icons.js';

/** One chip of a ChipList. */
export interface Chip {
  /** Unique among the chips; handed to onRemove. */
  key: string;
  label: string;
  /** Tooltip (e.g. the full path of a location whose label is cut). */
  title?: string;
}

/** Props of ChipList. */
export interface ChipListProps {
  chips: Chip[];
  onRemove: (key: string) => void;
  /** Accessible name of the list (e.g. 'Filtros seleccionados'). */
  label: string;
  /** When given, a button after the chips removes them all. */
  onClearAll?: () => void;
}

/**
 * Closable chips (the selected filters). The list is one tab stop (roving focus): Left, Right, Home
 * and End move between chips, Backspace or Delete removes the focused one and focus moves to its
 * neighbour. Each chip's × button removes it with the pointer (and from a screen reader's browse
 * mode). Draws nothing when there are no chips.
 */
export function ChipList({ chips, onRemove, label, onClearAll }: ChipListProps): ReactElement | null {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  // Index to focus once the parent has removed a chip (keyboard removal only).
  const pendingFocus = useRef<number | null>(null);
  // Where focus goes when the keyboard removed the last chip and nothing of the list is left: the
  // tab stop before the list (instead of the page's body, where a keyboard user would be lost).
  const before = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState(0);

  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-chip]');
    if (items && items.length > 0) items[Math.min(index, items.length - 1)]?.focus();
    else if (clearRef.current) clearRef.current.focus();
    else if (before.current?.isConnected) before.current.focus();
    before.current = null;
  }, [chips]);

  if (chips.length === 0) return null;
  const tabStop = Math.min(active, chips.length - 1);

  const focusChip = (index: number): void => {
    listRef.current?.querySelectorAll<HTMLElement>('[data-chip]')[index]?.focus();
  };
  const remove = (key: string, index: number): void => {
    pendingFocus.current = index;
    before.current = chips.length === 1 && !onClearAll ? tabStopBefore(listRef.current) : null;
    onRemove(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, key: string, index: number): void => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      remove(key, index);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusChip(Math.max(0, index - 1));
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusChip(Math.min(chips.length - 1, index + 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusChip(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusChip(chips.length - 1);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ul ref={listRef} aria-label={label} className="flex flex-wrap items-center gap-1.5">
        {chips.map((chip, index) => (
          <li
            key={chip.key}
            data-chip={chip.key}
            tabIndex={index === tabStop ? 0 : -1}
            aria-keyshortcuts="Delete Backspace"
            title={chip.title}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, chip.key, index)}
            className="inline-flex max-w-64 items-center gap-1 rounded-full border border-sky-200 bg-sky-50 py-0.5 pr-1 pl-2.5 text-xs text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('ui.removeChip', { label: chip.label })}
              onClick={() => remove(chip.key, index)}
              className="inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full text-sky-700 hover:bg-sky-200 hover:text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            >
              <CrossIcon className="h-3 w-3" />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll && (
        <button
          ref={clearRef}
          type="button"
          onClick={onClearAll}
          className="rounded px-1.5 py-0.5 text-xs text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          {t('ui.clearAll')}
        </button>
      )}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The last visible tab stop of the document before `element`, or null. */
function tabStopBefore(element: HTMLElement | null): HTMLElement | null {
  if (!element) return null;
  const stops = [...element.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.contains(el) &&
      el.getClientRects().length > 0 &&
      el.closest('[inert]') === null,
  );
  return stops.at(-1) ?? null;
}
