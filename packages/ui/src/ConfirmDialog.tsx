import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type ReactElement } from 'react';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The question asked, also the dialog's accessible description. */
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  onConfirm: () => void;
  /** The action is running: both buttons are disabled, the dialog stays open. */
  pending?: boolean;
  /** Why the action failed, shown in the dialog (role alert). */
  error?: string | null;
  /** A destructive action gets a red confirm button. */
  tone?: 'default' | 'danger';
}

/**
 * A modal question with a confirm and a cancel button: focus starts on cancel (the safe choice) and
 * stays inside, Escape or cancel close it, and focus returns to what opened it. As the Drawer, it
 * draws its own overlay and locks the page's scroll through the CSS object model: Radix's overlay
 * would inject a <style> tag, which a strict Content-Security-Policy refuses.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  onConfirm,
  pending = false,
  error = null,
  tone = 'default',
}: ConfirmDialogProps): ReactElement {
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [open]);
  const confirmColour =
    tone === 'danger' ? 'bg-red-700 hover:bg-red-800 focus-visible:ring-red-500' : 'bg-sky-700 hover:bg-sky-800';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <div aria-hidden="true" data-dialog-overlay="" className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-confirm-dialog=""
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 text-slate-800 shadow-xl focus:outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const cancel = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-cancel]');
            cancel?.focus();
          }}
        >
          <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          {error ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button
                type="button"
                data-cancel=""
                disabled={pending}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60"
              >
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              data-confirm=""
              disabled={pending}
              aria-busy={pending}
              onClick={onConfirm}
              className={`rounded-md px-3 py-1.5 text-sm font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-60 ${confirmColour}`}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
