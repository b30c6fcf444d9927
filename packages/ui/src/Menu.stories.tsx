import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent, ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuItem } from './Menu.js';

// The section menu of the sub-header: links (through the app's router in the app), the current
// page marked, actions, the keyboard, a long list, and no items.

const navigate = fn();

/** Stands for the router's <Link>: passes its props and ref on to the <a>, navigates without reloading. */
function renderLink(item: MenuItem, children: ReactNode): ReactNode {
  return (
    <a
      href={item.href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigate(item.href);
      }}
    >
      {children}
    </a>
  );
}

const dot = (
  <svg viewBox="0 0 8 8" className="h-2 w-2 fill-current">
    <circle cx="4" cy="4" r="4" />
  </svg>
);

const SECTIONS: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard', current: true, icon: dot },
  { key: 'extended', label: 'Preguntas complementarias', href: '/extended-dashboard' },
  { key: 'social', label: 'Social Listening', href: '/social-listening', onSelect: fn() },
  { key: 'alerts', label: 'Alertas', href: '/alerts/list' },
];

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    label: 'Secciones',
    trigger: (
      <>
        Dashboard <span aria-hidden="true">▾</span>
      </>
    ),
    items: SECTIONS,
    renderLink,
  },
  beforeEach: () => {
    navigate.mockClear();
    SECTIONS.forEach((item) => (item.onSelect as ReturnType<typeof fn> | undefined)?.mockClear());
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  name: 'Por defecto (enlaces)',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Secciones Dashboard' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const styleTags = document.querySelectorAll('style').length;
    await userEvent.click(trigger);
    const menu = await page(canvasElement).findByRole('menu', { name: 'Secciones' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Preguntas complementarias',
      'Social Listening',
      'Alertas',
    ]);
    // Links, the current one marked.
    await expect(items[0]).toHaveAttribute('aria-current', 'page');
    await expect(items[1]).not.toHaveAttribute('aria-current');
    await expect(items[2]!.tagName).toBe('A');
    await expect(items[2]).toHaveAttribute('href', '/social-listening');
    // Non-modal: nothing injected at run time.
    await expect(document.querySelectorAll('style')).toHaveLength(styleTags);
    await userEvent.click(items[2]!);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/social-listening');
    await expect(SECTIONS[2]!.onSelect).toHaveBeenCalledOnce();
    // The router's link prevents the default action; the menu closes all the same.
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    // From the keyboard too.
    await userEvent.keyboard('{ArrowDown}');
    const again = await page(canvasElement).findByRole('menu', { name: 'Secciones' });
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/extended-dashboard');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  name: 'Con el teclado (acciones)',
  args: {
    label: 'Cuenta',
    trigger: 'Ana Pérez',
    items: [
      { key: 'profile', label: 'Mi perfil', onSelect: fn() },
      { key: 'language', label: 'English', onSelect: fn() },
      { key: 'logout', label: 'Cerrar sesión', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cuenta Ana Pérez' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Cuenta' });
    const item = (name: string): HTMLElement => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Mi perfil')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('English')).toHaveFocus();
    // Wraps around.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(item('Mi perfil')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Cerrar sesión')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[2]!.onSelect).toHaveBeenCalledOnce();
    await expect(args.items[0]!.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Escape closes without selecting.
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('menu', { name: 'Cuenta' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.items[2]!.onSelect).toHaveBeenCalledOnce();
  },
};

export const LongList: Story = {
  name: 'Lista larga (1.000)',
  args: {
    renderLink: undefined,
    items: Array.from({ length: 1000 }, (_, i) => ({
      key: `report-${i + 1}`,
      label: `Reporte ${String(i + 1).padStart(4, '0')}`,
      href: `#reporte-${i + 1}`,
      current: i === 499,
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Secciones Dashboard' }));
    // (Selectors rather than role queries: these compute every name of a 1,000-item list.)
    const menu = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLElement>('[role="menu"]');
      if (!found) throw new Error('no menu');
      return found;
    });
    await expect(menu).toHaveAccessibleName('Secciones');
    await expect(menu.querySelectorAll('[role="menuitem"]')).toHaveLength(1000);
    await expect(menu.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await expect(menu.querySelector('[aria-current="page"]')).toHaveTextContent('Reporte 0500');
    // Plain <a href> links without renderLink; the list scrolls inside the window.
    await expect(menu.querySelector('a[href="#reporte-1000"]')).not.toBeNull();
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
    await userEvent.keyboard('{End}');
    await expect(menu.querySelector('a[href="#reporte-1000"]')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Empty: Story = {
  name: 'Sin elementos',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Secciones Dashboard' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(page(canvasElement).queryByRole('menu')).toBeNull();
  },
};
