import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '@voz/i18n';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { CrossIcon } from './icons.js';

/** Props of Drawer. */
export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's heading and accessible name. */
  title: string;
  /** A line under the title, also its accessible description. */
  description?: string;
  /** Edge of the window the panel slides from (default right). */
  side?: 'left' | 'right';
  /** Width in pixels (default 290; never wider than the window). */
  width?: number;
  children: ReactNode;
  /** Fixed under the scrollable body (e.g. apply and reset buttons). */
  footer?: ReactNode;
}

/**
 * A modal side panel: focus moves inside and stays there, Escape, the close button or a click on the
 * overlay close it (Escape in a search box that has text only clears that box), and focus returns to
 * where it was. The overlay is a plain element and the page's
 * scroll is locked through the CSS object model: Radix's own overlay would inject a <style> tag at
 * run time (react-remove-scroll), which a strict Content-Security-Policy refuses.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  side = 'right',
  width = 290,
  children,
  footer,
}: DrawerProps): ReactElement {
  const { t } = useTranslation();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div
          aria-hidden="true"
          data-drawer-overlay=""
          className="pointer-events-auto fixed inset-0 z-40 bg-slate-900/40"
        />
        <Dialog.Content
          data-drawer=""
          data-side={side}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Still the element that had focus: Radix moves focus inside after this event.
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onEscapeKeyDown={(event) => {
            // Escape in a search box with text clears it (TreeSelect's search) and leaves the drawer open.
            const target = event.target;
            if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') {
              event.preventDefault();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Controlled without a Radix trigger: give focus back to what had it when the drawer opened.
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          style={{ width }}
          className={`fixed inset-y-0 z-50 flex max-w-full flex-col bg-white text-slate-800 shadow-xl focus:outline-none ${
            side === 'left' ? 'left-0 border-r' : 'right-0 border-l'
          } border-slate-200`}
        >
          <div className="flex items-start gap-2 border-b border-slate-200 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-0.5 text-sm text-slate-500">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('ui.close')}
              className="-mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            >
              <CrossIcon />
            </Dialog.Close>
          </div>
          <div data-drawer-body="" className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-3">
            {children}
          </div>
          {footer && <div className="border-t border-slate-200 px-4 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
