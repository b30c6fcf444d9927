import { expectTypeOf, test } from 'vitest';
import type {
  AlertsIndicator,
  Color,
  ColorScale,
  ColorScaleRef,
  CompiledValidator,
  Dashboard,
  GridPosition,
  GridSize,
  IdList,
  IndicatorDefinition,
  Language,
  LocalizedText,
  NpsConfig,
  NpsWidget,
  PALETTE,
  PaletteToken,
  RenderCondition,
  SpacerConfig,
  SurveyIndicator,
  Tenant,
  WIDGET_KINDS,
  Widget,
  WidgetType,
  getValidator,
} from './index.js';

/** Keys of T that an object of type T must have. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

test('GridPosition and GridSize are exactly [number, number]', () => {
  expectTypeOf<GridPosition>().toEqualTypeOf<[number, number]>();
  expectTypeOf<GridSize>().toEqualTypeOf<[number, number]>();
  expectTypeOf<[number, number, number]>().not.toExtend<GridPosition>();
  expectTypeOf<[number]>().not.toExtend<GridSize>();
  expectTypeOf<number[]>().not.toExtend<GridSize>();
});

test('IdList is number[]', () => {
  expectTypeOf<IdList>().toEqualTypeOf<number[]>();
});

test('Widget is a union discriminated by type', () => {
  const narrow = (widget: Widget): void => {
    if (widget.type === 'nps') {
      expectTypeOf(widget).toEqualTypeOf<NpsWidget>();
      expectTypeOf(widget.config).toEqualTypeOf<NpsConfig | undefined>();
    } else {
      expectTypeOf(widget).not.toExtend<NpsWidget>();
    }
  };
  expectTypeOf(narrow).toBeFunction();
  expectTypeOf<Extract<Widget, { type: 'nps' }>>().toEqualTypeOf<NpsWidget>();
  expectTypeOf<NpsWidget['type']>().toEqualTypeOf<'nps'>();
  expectTypeOf<Widget['type']>().toEqualTypeOf<WidgetType>();
  expectTypeOf<string>().not.toExtend<Widget['type']>();
});

test('widget kinds and their configs are closed objects', () => {
  const nps: NpsWidget = {
    id: 'nps',
    type: 'nps',
    size: [1, 1],
    // @ts-expect-error: a widget has no `colour`
    colour: 'red',
  };
  const config: NpsConfig = {
    decimals: 1,
    // @ts-expect-error: showLegend belongs to other kinds, not to nps
    showLegend: true,
  };
  const nested: NpsWidget = {
    id: 'nps',
    type: 'nps',
    size: [1, 1],
    // @ts-expect-error: an unknown field inside the config is caught through the widget too
    config: { decimals: 1, bogus: true },
  };
  const throughUnion: Widget = {
    id: 'gauge',
    type: 'gauge',
    size: [1, 1],
    // @ts-expect-error: showBreakdown is an nps field; the union narrows to GaugeWidget first
    config: { unit: 'percent', showBreakdown: true },
  };
  const wrongType: Widget = {
    id: 'x',
    // @ts-expect-error: not a registered kind
    type: 'npss',
    size: [1, 1],
  };
  const longPosition: NpsWidget = {
    id: 'nps',
    type: 'nps',
    // @ts-expect-error: a position has exactly two elements
    position: [0, 0, 0],
    size: [1, 1],
  };
  expectTypeOf([nps, config, nested, throughUnion, wrongType, longPosition]).toBeArray();
});

test('SpacerConfig, a closed object without fields, accepts only {}', () => {
  // The generator emits Record<string, never> for closed objects without fields; `{}` would
  // accept any non-null value.
  expectTypeOf<{ bogus: true }>().not.toExtend<SpacerConfig>();
  expectTypeOf<42>().not.toExtend<SpacerConfig>();
  expectTypeOf<Record<string, never>>().toExtend<SpacerConfig>();
});

test('Color keeps palette tokens checked: a token or #RRGGBB, not any string', () => {
  expectTypeOf<'green'>().toExtend<Color>();
  expectTypeOf<'#88DD76'>().toExtend<Color>();
  expectTypeOf<'greeen'>().not.toExtend<Color>();
});

test('LocalizedText: es is a required string, en an optional one, nothing else', () => {
  expectTypeOf<LocalizedText['es']>().toEqualTypeOf<string>();
  expectTypeOf<RequiredKeys<LocalizedText>>().toEqualTypeOf<'es'>();
  expectTypeOf<keyof LocalizedText>().toEqualTypeOf<'es' | 'en'>();
  expectTypeOf<Pick<LocalizedText, 'en'>>().toEqualTypeOf<{ en?: string }>();
  const english = { es: 'Hola', en: 'Hello' } satisfies LocalizedText;
  expectTypeOf(english).toExtend<LocalizedText>();
  // @ts-expect-error: es is required
  const withoutEs: LocalizedText = { en: 'Hello' };
  const unknownLanguage: LocalizedText = {
    es: 'Hola',
    // @ts-expect-error: only es and en exist
    pt: 'Olá',
  };
  expectTypeOf([withoutEs, unknownLanguage]).toBeArray();
});

test('Dashboard is closed and pinned to schemaVersion 2', () => {
  expectTypeOf<Dashboard['schemaVersion']>().toEqualTypeOf<2>();
  expectTypeOf<Dashboard['widgets']>().toEqualTypeOf<Widget[]>();
  expectTypeOf<RequiredKeys<Dashboard>>().toEqualTypeOf<'schemaVersion' | 'key' | 'title' | 'widgets'>();
  const dashboard: Dashboard = {
    schemaVersion: 2,
    key: 'cxo',
    title: { es: 'CXO' },
    widgets: [],
    // @ts-expect-error: a dashboard has no `layout`
    layout: 'grid',
  };
  const legacy: Dashboard = {
    // @ts-expect-error: version 1 is the legacy shape, migrated before typing
    schemaVersion: 1,
    key: 'cxo',
    title: { es: 'CXO' },
    widgets: [],
  };
  expectTypeOf([dashboard, legacy]).toBeArray();
});

test("Tenant['languages'] starts with es", () => {
  expectTypeOf<Tenant['languages']>().toEqualTypeOf<['es', ...Language[]]>();
  const both: Tenant['languages'] = ['es', 'en'];
  const spanish: Tenant['languages'] = ['es'];
  // @ts-expect-error: Spanish comes first
  const englishFirst: Tenant['languages'] = ['en', 'es'];
  // @ts-expect-error: at least Spanish
  const none: Tenant['languages'] = [];
  // @ts-expect-error: only es and en exist
  const french: Tenant['languages'] = ['es', 'fr'];
  expectTypeOf([both, spanish, englishFirst, none, french]).toBeArray();
});

test('RenderCondition: every key is optional', () => {
  expectTypeOf<RequiredKeys<RenderCondition>>().toBeNever();
  expectTypeOf<keyof RenderCondition>().toEqualTypeOf<
    | 'all'
    | 'any'
    | 'not'
    | 'criticalMoments'
    | 'geographies'
    | 'logicals'
    | 'channels'
    | 'levels'
    | 'highestScope'
    | 'languages'
    | 'feature'
  >();
  expectTypeOf<RenderCondition['not']>().toEqualTypeOf<RenderCondition | undefined>();
  expectTypeOf<RenderCondition['all']>().toEqualTypeOf<RenderCondition[] | undefined>();
});

test('IndicatorDefinition narrows on source', () => {
  const narrow = (definition: IndicatorDefinition): void => {
    switch (definition.source) {
      case 'survey':
        expectTypeOf(definition).toEqualTypeOf<SurveyIndicator>();
        expectTypeOf(definition.formula).toBeString();
        break;
      case 'alerts':
        expectTypeOf(definition).toEqualTypeOf<AlertsIndicator>();
        expectTypeOf(definition.measure).toEqualTypeOf<'counters' | 'count' | 'firstResponseTime'>();
        break;
      case 'comments':
      case 'surveys':
      case 'notifications':
      case 'social':
        expectTypeOf(definition.source).toEqualTypeOf<'comments' | 'surveys' | 'notifications' | 'social'>();
        break;
      default:
        expectTypeOf(definition).toBeNever();
    }
  };
  expectTypeOf(narrow).toBeFunction();
  expectTypeOf<IndicatorDefinition['source']>().toEqualTypeOf<
    'survey' | 'comments' | 'alerts' | 'surveys' | 'notifications' | 'social'
  >();
});

test('ColorScaleRef is a scale name or a scale; colours and the palette', () => {
  expectTypeOf<ColorScaleRef>().toEqualTypeOf<string | ColorScale>();
  expectTypeOf<Color>().toExtend<string>();
  expectTypeOf<PaletteToken>().toExtend<Color>();
  expectTypeOf<typeof PALETTE>().toEqualTypeOf<Readonly<Record<PaletteToken, string>>>();
});

test("WIDGET_KINDS[number]['type'] is exactly Widget['type']", () => {
  expectTypeOf<(typeof WIDGET_KINDS)[number]['type']>().toEqualTypeOf<Widget['type']>();
  expectTypeOf<(typeof WIDGET_KINDS)[number]['minSize']>().toEqualTypeOf<readonly [number, number]>();
});

test('getValidator is a type guard for the schema it names', () => {
  expectTypeOf<ReturnType<typeof getValidator<'dashboard'>>>().toEqualTypeOf<CompiledValidator<Dashboard>>();
  expectTypeOf<ReturnType<typeof getValidator<'widget'>>>().toEqualTypeOf<CompiledValidator<Widget>>();
  const check = (validate: typeof getValidator, data: unknown): void => {
    if (validate('tenant')(data)) expectTypeOf(data).toEqualTypeOf<Tenant>();
  };
  expectTypeOf(check).toBeFunction();
  // @ts-expect-error: no such schema
  expectTypeOf(null as unknown as typeof getValidator).toBeCallableWith('widgets');
});
