import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TreeSelect, type TreeSelectNode, type TreeSelectProps } from './TreeSelect.js';

// A tree picker with search: accents and case ignored, ancestors of the matches kept, extra search
// text (code, e-mail), the keyboard of a WAI-ARIA tree, a tree of 1,110 nodes, and no nodes.

const LOCATIONS: TreeSelectNode[] = [
  {
    id: 0,
    label: 'Chile',
    children: [
      {
        id: 13,
        label: 'Región Metropolitana',
        children: [
          { id: 1301, label: 'Santiago Centro', searchText: 'STGO-01' },
          { id: 1302, label: 'Peñalolén', searchText: 'PNL-02 jefa: ana.munoz@voz.cl' },
          { id: 1303, label: 'Ñuñoa', searchText: 'NUN-03' },
          { id: 1304, label: 'Maipú (cerrada)', disabled: true },
        ],
      },
      {
        id: 5,
        label: 'Valparaíso',
        children: [
          { id: 501, label: 'Viña del Mar', searchText: 'VDM-01' },
          { id: 502, label: 'Quilpué', searchText: 'QLP-02' },
        ],
      },
      { id: 16, label: 'Ñuble', children: [{ id: 1601, label: 'Chillán', searchText: 'CHL-01' }] },
    ],
  },
];

/** The value held in state, as the app does; every change also goes to the onChange spy. */
function Stateful({ value: initial, onChange, ...props }: TreeSelectProps): ReactElement {
  const [value, setValue] = useState(initial);
  return (
    <div className="h-[32rem] w-80 rounded-md border border-slate-200 bg-white p-3">
      <TreeSelect
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/TreeSelect',
  component: TreeSelect,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Zonas', nodes: LOCATIONS, value: [502], multiple: true, onChange: fn() },
} satisfies Meta<typeof TreeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (tree: HTMLElement): string[] =>
  within(tree)
    .queryAllByRole('treeitem')
    .map((item) => item.textContent ?? '');

export const Default: Story = {
  name: 'Por defecto (varios)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Zonas' });
    await expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    // Expanded down to the selected node (Quilpué): its ancestors are open, other branches closed.
    await expect(labels(tree)).toEqual([
      'Chile',
      'Región Metropolitana',
      'Valparaíso',
      'Viña del Mar',
      'Quilpué',
      'Ñuble',
    ]);
    await expect(within(tree).getByRole('treeitem', { name: 'Quilpué' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tree).getByRole('treeitem', { name: 'Región Metropolitana' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Expanding with the pointer draws the children.
    const metropolitana = within(tree).getByRole('treeitem', { name: 'Región Metropolitana' });
    await userEvent.click(metropolitana.querySelector<HTMLElement>('[data-toggle]')!);
    await expect(metropolitana).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(tree).getByRole('treeitem', { name: 'Ñuñoa' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([502, 1303]);
    await expect(canvas.getByText('2 seleccionados')).toBeVisible();
    // A disabled node is shown but cannot be picked.
    const maipu = within(tree).getByRole('treeitem', { name: 'Maipú (cerrada)' });
    await expect(maipu).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(maipu);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Clicking a selected node again unselects it.
    await userEvent.click(within(tree).getByRole('treeitem', { name: 'Quilpué' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1303]);
  },
};

export const AccentInsensitiveSearch: Story = {
  name: 'Búsqueda sin tildes',
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(input, 'PENALOLEN');
    const tree = canvas.getByRole('tree', { name: 'Zonas' });
    // The match and its ancestors, expanded; nothing else.
    await waitFor(() => expect(labels(tree)).toEqual(['Chile', 'Región Metropolitana', 'Peñalolén']));
    await expect(within(tree).getByRole('treeitem', { name: 'Región Metropolitana' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Accents in the query too, and the extra search text (an e-mail, a code).
    await userEvent.clear(input);
    await userEvent.type(input, 'ñuñoa');
    await waitFor(() => expect(labels(tree)).toEqual(['Chile', 'Región Metropolitana', 'Ñuñoa']));
    await userEvent.clear(input);
    await userEvent.type(input, 'ana.munoz@voz');
    await waitFor(() => expect(labels(tree)).toEqual(['Chile', 'Región Metropolitana', 'Peñalolén']));
    await userEvent.clear(input);
    await userEvent.type(input, 'vdm-01');
    await waitFor(() => expect(labels(tree)).toEqual(['Chile', 'Valparaíso', 'Viña del Mar']));
    await userEvent.click(within(tree).getByRole('treeitem', { name: 'Viña del Mar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([501]);
    // Nothing matches.
    await userEvent.clear(input);
    await userEvent.type(input, 'Concepción');
    await expect(await canvas.findByText('Sin resultados')).toBeVisible();
    await expect(canvas.queryByRole('tree')).toBeNull();
    // Escape clears the search; the tree shows where the picked node is.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    const full = await canvas.findByRole('tree', { name: 'Zonas' });
    await expect(within(full).getByRole('treeitem', { name: 'Viña del Mar' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  name: 'Con el teclado (uno)',
  args: { value: [], multiple: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Zonas' });
    await expect(tree).not.toHaveAttribute('aria-multiselectable');
    const item = (name: string): HTMLElement => within(tree).getByRole('treeitem', { name });
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Buscar' }));
    // Down from the search box enters the tree on its first row.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Chile')).toHaveFocus();
    await expect(item('Chile')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('Chile')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('Región Metropolitana')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Valparaíso')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    await expect(item('Quilpué')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([502]);
    await expect(item('Quilpué')).toHaveAttribute('aria-selected', 'true');
    // Left goes to the parent, then collapses it.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('Valparaíso')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([5]);
    await expect(item('Quilpué')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('Valparaíso')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('treeitem', { name: 'Quilpué' })).toBeNull();
    await userEvent.keyboard('{End}');
    await expect(item('Ñuble')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Chile')).toHaveFocus();
    // One tab stop: Tab leaves the tree.
    await expect(tree.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

/** 10 regions × 10 communes × 10 branches (1,110 nodes), named from their indices. */
function bigTree(): TreeSelectNode[] {
  const regions = [
    'Tarapacá',
    'Antofagasta',
    'Atacama',
    'Coquimbo',
    'Valparaíso',
    'O’Higgins',
    'Maule',
    'Biobío',
    'Araucanía',
    'Los Ríos',
  ];
  return regions.map((region, r) => ({
    id: `r${r}`,
    label: region,
    children: Array.from({ length: 10 }, (_, c) => ({
      id: `r${r}c${c}`,
      label: `Comuna ${r}.${c}`,
      children: Array.from({ length: 10 }, (_, b) => ({
        id: `r${r}c${c}b${b}`,
        label: `Sucursal ${r}.${c}.${b}`,
        searchText: `COD-${r}${c}${b} sucursal${r}${c}${b}@voz.cl`,
      })),
    })),
  }));
}

export const LargeTree: Story = {
  name: 'Árbol grande (1.110 nodos)',
  args: { nodes: bigTree(), value: ['r7c3b5'], label: 'Sucursales' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Sucursales' });
    // Only the drawn rows exist: the 10 regions, plus the path to the selected branch.
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(10 + 10 + 10);
    await expect(within(tree).getByRole('treeitem', { name: 'Sucursal 7.3.5' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(tree).getByRole('treeitem', { name: 'Sucursal 7.3.5' })).toHaveAttribute('aria-level', '3');
    // A search over all 1,110 nodes: by code.
    const input = canvas.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(input, 'cod-912');
    await waitFor(() => expect(labels(tree)).toEqual(['Los Ríos', 'Comuna 9.1', 'Sucursal 9.1.2']));
    await userEvent.click(within(tree).getByRole('treeitem', { name: 'Sucursal 9.1.2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r7c3b5', 'r9c1b2']);
    // A broad search draws every match and its ancestors, still quickly.
    // A broad search draws its first 300 rows, then more on demand.
    await userEvent.clear(input);
    await userEvent.type(input, 'sucursal');
    const count = (): number => tree.querySelectorAll('[role="treeitem"]').length;
    await waitFor(() => expect(count()).toBe(300));
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar más (300 de 1110)' }));
    await waitFor(() => expect(count()).toBe(600));
    await expect(canvas.getByRole('button', { name: 'Mostrar más (600 de 1110)' })).toBeVisible();
    await userEvent.clear(input);
    await waitFor(() =>
      expect(within(tree).getByRole('treeitem', { name: 'Sucursal 9.1.2' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

export const Empty: Story = {
  name: 'Sin nodos',
  args: { nodes: [], value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin opciones')).toBeVisible();
    await expect(canvas.queryByRole('tree')).toBeNull();
    await expect(canvasElement.querySelector('[data-tree-select]')).not.toBeNull();
  },
};

export const NotSearchable: Story = {
  name: 'Sin búsqueda',
  args: { searchable: false, value: [], multiple: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(within(canvas.getByRole('tree', { name: 'Zonas' })).getAllByRole('treeitem')).toHaveLength(1);
  },
};
