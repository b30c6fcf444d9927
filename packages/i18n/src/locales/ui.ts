// Texts of the generic pieces of @voz/ui (drawer, chips, tree select, date range picker, menus).
// Spanish first; `uiEn` must have the same keys (i18n.test.ts checks every key in both languages).

/** Spanish texts of @voz/ui. */
export const uiEs = {
  ui: {
    close: 'Cerrar',
    removeChip: 'Quitar {{label}}',
    clearAll: 'Quitar todos',
    search: 'Buscar',
    searchPlaceholder: 'Buscar…',
    noResults: 'Sin resultados',
    noOptions: 'Sin opciones',
    showMore: 'Mostrar más ({{shown}} de {{total}})',
    selectedCount: '{{count}} seleccionados',
    selectedCount_one: '{{count}} seleccionado',
    selectedCount_other: '{{count}} seleccionados',
    lastDays: 'Últimos {{count}} días',
    lastDays_one: 'Último día',
    lastDays_other: 'Últimos {{count}} días',
    pickStart: 'Elige la fecha de inicio.',
    pickEnd: 'Elige la fecha de término.',
  },
} as const;

/** English texts of @voz/ui. */
export const uiEn: { [K in keyof typeof uiEs]: { [P in keyof (typeof uiEs)[K]]: string } } = {
  ui: {
    close: 'Close',
    removeChip: 'Remove {{label}}',
    clearAll: 'Remove all',
    search: 'Search',
    searchPlaceholder: 'Search…',
    noResults: 'No results',
    noOptions: 'No options',
    showMore: 'Show more ({{shown}} of {{total}})',
    selectedCount: '{{count}} selected',
    selectedCount_one: '{{count}} selected',
    selectedCount_other: '{{count}} selected',
    lastDays: 'Last {{count}} days',
    lastDays_one: 'Last day',
    lastDays_other: 'Last {{count}} days',
    pickStart: 'Pick the start date.',
    pickEnd: 'Pick the end date.',
  },
};
