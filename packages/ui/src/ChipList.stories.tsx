import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChipList, type Chip, type ChipListProps } from './ChipList.js';

// Closable chips of the selected filters: removal with the pointer and the keyboard (the last one
// too), a long list, and nothing drawn when empty.

const FILTERS: Chip[] = [
  { key: 'geo:13', label: 'Región Metropolitana', title: 'Chile › Región Metropolitana' },
  { key: 'channel:web', label: 'Canal: Web' },
  { key: 'moment:3', label: 'Momento crítico: Postventa' },
];

/** The chips held in state, as the app does: removing one draws the list without it. */
function Stateful({ chips: initial, onRemove, onClearAll, label }: ChipListProps): ReactElement {
  const [chips, setChips] = useState(initial);
  return (
    <ChipList
      label={label}
      chips={chips}
      onRemove={(key) => {
        onRemove(key);
        setChips((list) => list.filter((chip) => chip.key !== key));
      }}
      {...(onClearAll
        ? {
            onClearAll: () => {
              onClearAll();
              setChips([]);
            },
          }
        : {})}
    />
  );
}

const meta = {
  title: 'UI/ChipList',
  component: ChipList,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Filtros seleccionados', chips: FILTERS, onRemove: fn() },
} satisfies Meta<typeof ChipList>;
export default meta;
type Story = StoryObj<typeof meta>;

const chipsOf = (canvasElement: HTMLElement): string[] =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-chip]')].map((chip) => chip.dataset.chip ?? '');

export const Default: Story = {
  name: 'Por defecto',
  args: { onClearAll: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Filtros seleccionados' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list.querySelector('[data-chip="geo:13"]')).toHaveAttribute('title', 'Chile › Región Metropolitana');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Canal: Web' }));
    await expect(args.onRemove).toHaveBeenCalledWith('channel:web');
    await expect(chipsOf(canvasElement)).toEqual(['geo:13', 'moment:3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar todos' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Keyboard: Story = {
  name: 'Con el teclado',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One tab stop for the whole list.
    await userEvent.tab();
    const first = canvasElement.querySelector<HTMLElement>('[data-chip="geo:13"]');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvasElement.querySelector('[data-chip="channel:web"]')).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledWith('channel:web');
    // Focus moves to the chip that took its place.
    await waitFor(() => expect(canvasElement.querySelector('[data-chip="moment:3"]')).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('moment:3');
    await waitFor(() => expect(canvasElement.querySelector('[data-chip="geo:13"]')).toHaveFocus());
    await expect(chipsOf(canvasElement)).toEqual(['geo:13']);
    await expect(canvas.getByRole('listitem')).toHaveAttribute('tabindex', '0');
  },
};

export const KeyboardLastChip: Story = {
  name: 'Con el teclado: el último filtro',
  args: { chips: [FILTERS[0]!] },
  decorators: [
    (Story) => (
      <>
        <button type="button" data-before>
          Filtros
        </button>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-chip="geo:13"]')).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith('geo:13');
    // Nothing of the list is left: focus goes back to the tab stop before it, not to the page's body.
    await waitFor(() => expect(canvasElement.querySelector('[data-before]')).toHaveFocus());
  },
};

const MANY: Chip[] = Array.from({ length: 1000 }, (_, i) => ({
  key: `tag:${i + 1}`,
  label: `Etiqueta ${String(i + 1).padStart(4, '0')}`,
}));

export const LongList: Story = {
  name: 'Lista larga (1.000)',
  args: { chips: MANY },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Filtros seleccionados' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1000);
    // Still a single tab stop.
    await expect(list.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    list.querySelector<HTMLElement>('[data-chip="tag:1"]')!.focus();
    await userEvent.keyboard('{End}');
    await expect(list.querySelector('[data-chip="tag:1000"]')).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledWith('tag:1000');
    // The last chip gone, focus falls back to the new last one.
    await waitFor(() => expect(list.querySelector('[data-chip="tag:999"]')).toHaveFocus());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(999);
  },
};

export const Empty: Story = {
  name: 'Vacía',
  args: { chips: [], onClearAll: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
