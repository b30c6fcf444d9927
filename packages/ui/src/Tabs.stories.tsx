import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, panelProps, type TabsProps } from './Tabs.js';

// Tabs as the editor uses them (the view switch and the side panels): selection with the pointer,
// the arrow keys, Home and End; one tab in the Tab order; the tab and its panel naming each other.

type PanelId = 'properties' | 'json' | 'history';

const ITEMS = [
  { id: 'properties', label: 'Propiedades' },
  { id: 'json', label: 'JSON' },
  { id: 'history', label: 'Historial' },
] as const;

/** The selection held in state with the selected tab's panel below, as the editor does. */
function Stateful(props: TabsProps<PanelId>): ReactElement {
  const [selected, setSelected] = useState<PanelId>(props.selected);
  return (
    <div>
      <Tabs
        {...props}
        selected={selected}
        onSelect={(id) => {
          props.onSelect(id);
          setSelected(id);
        }}
      />
      <div {...panelProps(props.idPrefix, selected)} tabIndex={0} className="p-2 text-sm">
        Panel {selected}
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs<PanelId>,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Paneles', items: ITEMS, selected: 'properties', onSelect: fn(), idPrefix: 'paneles' },
} satisfies Meta<typeof Tabs<PanelId>>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectedTab = (canvasElement: HTMLElement): string =>
  within(canvasElement)
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? '';

export const Underline: Story = {
  name: 'Paneles (subrayado)',
  args: { variant: 'underline' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(within(canvas.getByRole('tablist', { name: 'Paneles' })).getAllByRole('tab')).toHaveLength(3);
    // Only the selected tab is in the Tab order.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Historial' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('history');
    // The panel is named by its tab, and the tab points at it.
    const panel = canvas.getByRole('tabpanel', { name: 'Historial' });
    await expect(panel).toHaveTextContent('Panel history');
    await expect(canvas.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-controls', panel.id);
  },
};

export const Keyboard: Story = {
  name: 'Teclado: flechas, Inicio y Fin',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Propiedades' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'JSON' })).toHaveFocus();
    await expect(selectedTab(canvasElement)).toBe('JSON');
    await expect(args.onSelect).toHaveBeenLastCalledWith('json');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Past the last tab: back to the first.
    await expect(selectedTab(canvasElement)).toBe('Propiedades');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(selectedTab(canvasElement)).toBe('Historial');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Propiedades' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Historial' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel history');
    // Tab leaves the list for the panel (focusable), not the next tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
