import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.js';

// The period of the sub-header: wire dates (YYYY-MM-DD) shown DD/MM/YYYY, quick ranges ending the
// tenant's today, a two-month calendar that applies complete ranges only and nothing after today.

/** The value held in state, as the app does; every change also goes to the onChange spy. */
function Stateful({ value: initial, onChange, ...props }: DateRangePickerProps): ReactElement {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(range) => {
        onChange(range);
        setValue(range);
      }}
    />
  );
}

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Período',
    value: { from: '2025-03-01', to: '2025-03-31' },
    today: '2025-04-15',
    locale: 'es-CL',
    quickRanges: [30, 60, 90],
    // The apps pass @voz/core's formatDisplayWireDate (ui imports nothing of ours): DD/MM/YYYY.
    formatDate: (wire: string) => wire.split('-').reverse().join('/'),
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open picker's panel, once its calendar (a chunk loaded on first open) is drawn. */
async function openPanel(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Período' });
  await within(dialog).findAllByRole('grid', {}, { timeout: 10_000 });
  return dialog;
}

/** The button of a day in the open calendar. */
function day(canvasElement: HTMLElement, wire: string): HTMLButtonElement {
  const button = canvasElement.ownerDocument.querySelector<HTMLButtonElement>(`[data-day="${wire}"] button`);
  if (!button) throw new Error(`no day ${wire} in the calendar`);
  return button;
}

const isSelected = (canvasElement: HTMLElement, wire: string): boolean =>
  canvasElement.ownerDocument.querySelector(`[data-day="${wire}"]`)?.hasAttribute('data-selected') ?? false;

export const Default: Story = {
  name: 'Por defecto y rango rápido',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Período: 01/03/2025 – 31/03/2025' });
    await expect(trigger).toHaveAttribute('data-date-range', '2025-03-01..2025-03-31');
    const styleTags = document.querySelectorAll('style').length;
    await userEvent.click(trigger);
    const dialog = await openPanel(canvasElement);
    // Two months in Spanish, ending with the range's month; the value is selected.
    const grids = within(dialog).getAllByRole('grid');
    await expect(grids.map((grid) => grid.getAttribute('aria-label'))).toEqual(['febrero 2025', 'marzo 2025']);
    await expect(dialog.querySelector('thead th')).toHaveAttribute('aria-label', 'lunes');
    await expect(isSelected(canvasElement, '2025-03-01')).toBe(true);
    await expect(isSelected(canvasElement, '2025-03-31')).toBe(true);
    await expect(isSelected(canvasElement, '2025-04-01')).toBe(false);
    // No <style> tag injected: the calendar is styled with Tailwind classes only.
    await expect(document.querySelectorAll('style')).toHaveLength(styleTags);
    // A quick range applies at once: 30 days ending the tenant's today, both included.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Últimos 30 días' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2025-03-17', to: '2025-04-15' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('17/03/2025 – 15/04/2025');
    await expect(trigger).toHaveAttribute('data-date-range', '2025-03-17..2025-04-15');
    // Reopened, the quick range shows as the current one.
    await userEvent.click(trigger);
    const again = await openPanel(canvasElement);
    await expect(within(again).getByRole('button', { name: 'Últimos 30 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(again).getByRole('button', { name: 'Últimos 60 días' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const IncompleteRangeIgnored: Story = {
  name: 'Rango incompleto ignorado',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Período:/ });
    await userEvent.click(trigger);
    const dialog = await openPanel(canvasElement);
    await expect(dialog).toHaveTextContent('Elige la fecha de inicio.');
    // Go to April (today's month) and pick a start only.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir al mes siguiente' }));
    await userEvent.click(day(canvasElement, '2025-04-02'));
    await expect(isSelected(canvasElement, '2025-04-02')).toBe(true);
    await expect(isSelected(canvasElement, '2025-03-15')).toBe(false);
    await expect(dialog).toHaveTextContent('Elige la fecha de término.');
    // Closing with half a range changes nothing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('01/03/2025 – 31/03/2025');
    // Reopened, the calendar shows the value again, not the abandoned start.
    await userEvent.click(trigger);
    await openPanel(canvasElement);
    await expect(isSelected(canvasElement, '2025-03-15')).toBe(true);
    await expect(isSelected(canvasElement, '2025-04-02')).toBe(false);
    // Also by clicking outside.
    await userEvent.click(day(canvasElement, '2025-03-10'));
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PickRange: Story = {
  name: 'Elegir un rango (y nada después de hoy)',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Período:/ });
    await userEvent.click(trigger);
    const dialog = await openPanel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir al mes siguiente' }));
    // April is the last month: no going further, and the days after today are disabled.
    await expect(within(dialog).getByRole('button', { name: 'Ir al mes siguiente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(day(canvasElement, '2025-04-15')).toBeEnabled();
    await expect(day(canvasElement, '2025-04-16')).toBeDisabled();
    await expect(day(canvasElement, '2025-04-30')).toBeDisabled();
    // End first, then start: the range is put in order; applied when complete.
    await userEvent.click(day(canvasElement, '2025-04-10'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(day(canvasElement, '2025-03-28'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2025-03-28', to: '2025-04-10' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('28/03/2025 – 10/04/2025');
  },
};

export const Keyboard: Story = {
  name: 'Con el teclado',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Período:/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openPanel(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Últimos 30 días' })).toHaveFocus());
    // Tab to the calendar: its tab stop is the range's first day.
    for (let i = 0; i < 8 && !document.activeElement?.closest('[data-day]'); i++) await userEvent.tab();
    await expect(day(canvasElement, '2025-03-01')).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(day(canvasElement, '2025-03-10')).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2025-03-01', to: '2025-03-10' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // Focus back on the button, which Escape does too.
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await openPanel(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ManyQuickRanges: Story = {
  name: 'Muchos rangos rápidos, en inglés',
  args: { quickRanges: [7, 14, 30, 60, 90, 180], locale: 'en-US', today: '2025-03-30' },
  play: async ({ canvasElement, args }) => {
    // Dates day first in English too (platform-core §5), and the calendar in English (weeks from Sunday).
    const trigger = within(canvasElement).getByRole('button', { name: 'Período: 01/03/2025 – 31/03/2025' });
    await userEvent.click(trigger);
    const dialog = await openPanel(canvasElement);
    await expect(
      within(dialog)
        .getAllByRole('grid')
        .map((grid) => grid.getAttribute('aria-label')),
    ).toEqual(['February 2025', 'March 2025']);
    await expect(dialog.querySelector('thead th')).toHaveAttribute('aria-label', 'Sunday');
    const quick = within(dialog).getAllByRole('button', { name: /^Últimos \d+ días$/ });
    await expect(quick.map((button) => button.textContent)).toEqual([
      'Últimos 7 días',
      'Últimos 14 días',
      'Últimos 30 días',
      'Últimos 60 días',
      'Últimos 90 días',
      'Últimos 180 días',
    ]);
    // The value ends after today (the 30th): the 31st is shown but cannot be picked.
    await expect(day(canvasElement, '2025-03-31')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Últimos 180 días' }));
    // Across a year and the southern autumn's change of time: still whole days.
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2024-10-02', to: '2025-03-30' });
  },
};

export const WithoutQuickRanges: Story = {
  name: 'Sin rangos rápidos (un solo día)',
  args: { quickRanges: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Período:/ }));
    const dialog = await openPanel(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: /Últimos/ })).toBeNull();
    // The same day twice is a one-day range.
    await userEvent.click(day(canvasElement, '2025-03-12'));
    await userEvent.click(day(canvasElement, '2025-03-12'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2025-03-12', to: '2025-03-12' });
  },
};
