import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HelpPopover } from './HelpPopover.js';
import { Popover } from './Popover.js';

// The profile popover of the header (name, e-mail, client, logout), its keyboard, a long content,
// an empty one, and HelpPopover, which is drawn by Popover.

const logout = fn();

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    label: 'Perfil de Ana Pérez',
    trigger: (
      <span
        aria-hidden="true"
        className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-sky-700 text-xs font-semibold text-white"
      >
        AP
      </span>
    ),
    children: (
      <div className="flex flex-col gap-1">
        <strong>Ana Pérez</strong>
        <span>ana.perez@voz.cl</span>
        <span>Cliente: Retail Andino</span>
        <button type="button" onClick={logout} className="mt-2 self-start rounded border border-slate-300 px-2 py-1">
          Cerrar sesión
        </button>
      </div>
    ),
  },
  beforeEach: () => logout.mockClear(),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  name: 'Por defecto (perfil)',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Perfil de Ana Pérez' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const styleTags = document.querySelectorAll('style').length;
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Perfil de Ana Pérez' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toHaveTextContent('ana.perez@voz.cl');
    await expect(dialog).toHaveTextContent('Cliente: Retail Andino');
    // Aligned on the trigger's end, under it.
    const box = dialog.getBoundingClientRect();
    const anchor = trigger.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(anchor.bottom);
    await expect(document.querySelectorAll('style')).toHaveLength(styleTags);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await expect(logout).toHaveBeenCalledOnce();
    // A click outside closes it.
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Keyboard: Story = {
  name: 'Con el teclado',
  args: { onOpenChange: fn(), align: 'start' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Perfil de Ana Pérez' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Perfil de Ana Pérez' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the panel; Escape closes it and gives focus back.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await page(canvasElement).findByRole('dialog', { name: 'Perfil de Ana Pérez' });
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  name: 'Contenido largo',
  args: {
    label: 'Clientes',
    trigger: 'Clientes',
    children: (
      // A scrolling list takes focus, so the keyboard can scroll it (axe: scrollable-region-focusable).
      <ul tabIndex={0} aria-label="Clientes" className="max-h-64 overflow-y-auto">
        {Array.from({ length: 1000 }, (_, i) => (
          <li key={i}>Cliente n.º {i + 1}</li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clientes' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Clientes' });
    await expect(dialog.querySelectorAll('li')).toHaveLength(1000);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Empty: Story = {
  name: 'Vacío',
  args: { label: 'Sin contenido', trigger: '…', children: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sin contenido' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sin contenido' });
    await expect(dialog.textContent).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Help: Story = {
  name: 'HelpPopover',
  render: () => <HelpPopover label="Ayuda: NPS">Porcentaje de promotores menos porcentaje de detractores.</HelpPopover>,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ayuda: NPS' });
    await expect(button).toHaveTextContent('?');
    await expect(button).toHaveClass('rounded-full');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = page(canvasElement);
    await expect(await body.findByText('Porcentaje de promotores menos porcentaje de detractores.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByText('Porcentaje de promotores menos porcentaje de detractores.')).toBeNull(),
    );
    await expect(button).toHaveFocus();
  },
};
