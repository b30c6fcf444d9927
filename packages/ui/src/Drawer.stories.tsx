import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Drawer, type DrawerProps } from './Drawer.js';
import { TreeSelect } from './TreeSelect.js';

// The side panel of the filters (290 px) and of the alerts and notifications (500 px): focus inside,
// Escape, the close button and the overlay close it, focus back on the button that opened it.

/** A button that opens the drawer, as the app's header and sub-header do. */
function WithOpener({ open: initial, onOpenChange, ...props }: DrawerProps): ReactElement {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <button
        type="button"
        className="rounded border border-slate-300 bg-white px-3 py-1"
        onClick={() => setOpen(true)}
      >
        Abrir {props.title}
      </button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Filtros',
    description: 'Elige zonas, canales y momentos críticos.',
    children: (
      <label className="flex flex-col gap-1 text-sm">
        Canal
        <input className="rounded border border-slate-300 px-2 py-1" defaultValue="Web" />
      </label>
    ),
    footer: (
      <button type="button" className="rounded bg-sky-700 px-3 py-1 text-sm text-white">
        Aplicar
      </button>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  name: 'Por defecto (filtros, 290 px)',
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Abrir Filtros' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toHaveAttribute('data-drawer');
    await expect(dialog).toHaveAccessibleDescription('Elige zonas, canales y momentos críticos.');
    await expect(dialog.getBoundingClientRect().width).toBe(290);
    // On the right edge of the window.
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeVisible();
    // The close button closes it and gives focus back to the opener.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const Keyboard: Story = {
  name: 'Con el teclado',
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Abrir Filtros' });
    const styleTags = document.querySelectorAll('style').length;
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtros' });
    // Focus is inside, and Tab keeps it there (trapped).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is locked: no scrolling, hidden from screen readers.
    await expect(document.body.style.overflow).toBe('hidden');
    // No <style> tag injected (a strict Content-Security-Policy would refuse it).
    await expect(document.querySelectorAll('style')).toHaveLength(styleTags);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
  },
};

export const LongContent: Story = {
  name: 'Contenido largo, izquierda, 500 px',
  args: {
    title: 'Alertas',
    description: undefined,
    side: 'left',
    width: 500,
    footer: undefined,
    children: (
      <ol className="flex flex-col gap-2">
        {Array.from({ length: 1000 }, (_, i) => (
          <li key={i} className="rounded border border-slate-200 p-2 text-sm">
            Alerta n.º {i + 1}
          </li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir Alertas' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Alertas' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(500);
    await expect(box.left).toBe(0);
    // The panel fits the window; its body scrolls.
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.querySelector<HTMLElement>('[data-drawer-body]')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    body.scrollTop = body.scrollHeight;
    await expect(within(dialog).getByText('Alerta n.º 1000')).toBeVisible();
    // A click on the overlay closes it.
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-drawer-overlay]')!);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  name: 'Vacío',
  args: { title: 'Notificaciones', description: undefined, children: null, footer: undefined, open: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notificaciones' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const WithTreeSearch: Story = {
  name: 'Con un árbol y su búsqueda',
  args: {
    children: (
      <TreeSelect
        label="Zonas"
        nodes={[{ id: 1, label: 'Región de Ñuble', children: [{ id: 2, label: 'Chillán' }] }]}
        value={[]}
        onChange={() => undefined}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir Filtros' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtros' });
    const search = within(dialog).getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(search, 'chillan');
    await waitFor(() => expect(within(dialog).getAllByRole('treeitem')).toHaveLength(2));
    // Escape clears the search first, without closing the drawer; the next one closes it.
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(page(canvasElement).getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
