// Spanish texts of the configuration form (ConfigForm): a title and a one-line help for every
// property of every widget kind's `config` in schemas/widget.schema.json, the Spanish names of the
// values of its selects, and the texts of what is inside a value (the keys of an object, the items
// of a list, the alternatives of an anyOf). The helps say what the schema's English descriptions
// say. A key means the same in every kind unless BY_KIND gives the kind its own texts. A test
// (configLabels.test.ts) walks every kind's schema and fails on any property or value left
// without a Spanish text here. The colour scale is not in the form (it has its own editor).
import type { Widget } from '@voz/schema';

/** The Spanish texts of one value of the form: a property, the items of a list, or one alternative. */
export interface FieldText {
  /** Short label. */
  readonly title: string;
  /** One line under the label, saying what the value does. */
  readonly help: string;
  /** Names shown in the select, by enumerated value. */
  readonly values?: Readonly<Record<string, string>>;
  /** Texts of the keys of an object value. */
  readonly properties?: Readonly<Record<string, FieldText>>;
  /** Texts of each item of a list value. */
  readonly items?: FieldText;
  /** Texts of the alternatives of an anyOf (or oneOf) value, in the schema's order. */
  readonly options?: readonly FieldText[];
}

type WidgetType = Widget['type'];

/** A LocalizedText (localized-text.schema.json): its two languages. */
const LOCALIZED_TEXT: Readonly<Record<string, FieldText>> = {
  es: { title: 'Español', help: 'Texto en español (idioma por defecto y de respaldo).' },
  en: { title: 'Inglés', help: 'Texto en inglés, mostrado cuando el usuario cambia a inglés.' },
};

/** The palette tokens of color-scale.schema.json (PaletteToken), by their colour. */
const PALETTE_NAMES: Readonly<Record<string, string>> = {
  green: 'Verde',
  amber: 'Ámbar',
  red: 'Rojo',
  redSoft: 'Rojo suave',
  cyan: 'Cian',
  neutral: 'Neutro (gris)',
  chart1: 'Gráfico 1 (azul)',
  chart2: 'Gráfico 2 (verde azulado)',
  chart3: 'Gráfico 3 (ámbar)',
  chart4: 'Gráfico 4 (violeta)',
  chart5: 'Gráfico 5 (rosa)',
  chart6: 'Gráfico 6 (celeste)',
  chart7: 'Gráfico 7 (verde claro)',
  chart8: 'Gráfico 8 (gris azulado)',
  satisfaction1: 'Satisfacción 1 (la peor, rojo oscuro)',
  satisfaction2: 'Satisfacción 2 (rojo suave)',
  satisfaction3: 'Satisfacción 3 (ámbar)',
  satisfaction4: 'Satisfacción 4 (verde)',
  satisfaction5: 'Satisfacción 5 (la mejor, verde oscuro)',
};

/** The two alternatives of a Color (color-scale.schema.json): a palette token or #RRGGBB. */
const COLOR_OPTIONS: readonly FieldText[] = [
  {
    title: 'Color de la paleta',
    help: 'Un color con nombre de la paleta de Voz: de estado, de gráficos (1 a 8) o de satisfacción (5 la mejor, 1 la peor).',
    values: PALETTE_NAMES,
  },
  { title: 'Color explícito', help: 'Un color explícito en formato #RRGGBB.' },
];

/** The mappers (MapperName): code names, explained by the property's help. */
const MAPPER_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'sentimentPercentages',
    'bimonthlyRelabel',
    'wordCloudTags',
    'topTags',
    'geoRanking',
    'tagRanking',
    'surveyCountClassification',
    'responsePercentage',
    'dataQuality',
    'alertFirstResponse',
    'npsBreakdown',
    'customerJourney',
    'yesNo',
    'satisfactionDistribution',
    'resumeCounts',
    'overviewChart',
  ].map((name) => [name, name]),
);

const MAPPER_HELP =
  'Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.';

/** Texts of the config properties, by key: the same meaning in every kind that has the key. */
export const CONFIG_LABELS: Readonly<Record<string, FieldText>> = {
  advisorLabel: {
    title: 'Encabezado de la columna de nombres',
    help: "Encabezado de la columna de nombres, según quiénes son las filas (por ejemplo 'Conductor' o 'Despachador'); 'Asesor' si se deja vacío.",
    properties: LOCALIZED_TEXT,
  },
  by: {
    title: 'Qué se ordena',
    help: 'Lo que ordena el ranking.',
    values: { question: 'Preguntas', geography: 'Geografías', tag: 'Etiquetas' },
  },
  color: {
    title: 'Color',
    help: 'Color de la etiqueta (su texto y su línea).',
    options: COLOR_OPTIONS,
  },
  colors: {
    title: 'Colores',
    help: 'Colores fijos de las series o porciones, en orden.',
    items: {
      title: 'Color',
      help: 'Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.',
      options: COLOR_OPTIONS,
    },
  },
  decimals: {
    title: 'Decimales',
    help: 'Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).',
  },
  layout: {
    title: 'Orientación',
    help: 'Dirección de las barras.',
    values: { horizontal: 'Horizontal', vertical: 'Vertical' },
  },
  limit: {
    title: 'Máximo de elementos',
    help: 'Cantidad máxima de elementos mostrados (nube de palabras 50, comentarios 100).',
  },
  linkToComments: {
    title: 'Enlazar a los comentarios',
    help: 'Cada palabra enlaza a los comentarios que la contienen.',
  },
  map: {
    title: 'Mapa',
    help: 'Mapa dibujado: estados de México (por código ISO 3166-2), regiones de Chile, mundo (países por código ISO numérico) o puntos (las coordenadas de las geografías).',
    values: {
      'mx-states': 'Estados de México',
      'cl-regions': 'Regiones de Chile',
      world: 'Mundo (países)',
      points: 'Puntos (coordenadas)',
    },
  },
  mapper: { title: 'Mapeador', help: MAPPER_HELP, values: MAPPER_NAMES },
  max: {
    title: 'Máximo',
    help: 'Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).',
  },
  min: { title: 'Mínimo', help: 'Valor más bajo de la escala dibujada (0 si se deja vacío).' },
  mode: {
    title: 'Extremo mostrado',
    help: 'Qué extremo del ranking se muestra.',
    values: { best: 'Los mejores', worst: 'Los peores', both: 'Ambos extremos' },
  },
  normalize: { title: 'Normalizar (100 %)', help: 'Apila proporciones (100 %) en vez de conteos.' },
  pageSize: { title: 'Filas por página', help: 'Cantidad de filas de cada página de la tabla.' },
  period: {
    title: 'Período',
    help: 'Período de cada barra.',
    values: { month: 'Mes', week: 'Semana' },
  },
  showBreakdown: { title: 'Mostrar desglose', help: 'Muestra promotores, pasivos y detractores.' },
  showHistoric: { title: 'Mostrar histórico', help: 'Muestra el valor del período anterior junto al actual.' },
  showLegend: { title: 'Mostrar leyenda', help: 'Muestra la leyenda.' },
  showPoints: { title: 'Mostrar puntos', help: 'Dibuja un punto en cada valor.' },
  showRegression: {
    title: 'Mostrar regresión',
    help: 'Dibuja la proyección de la regresión lineal (la petición pide la agregación linearRegression).',
  },
  showSample: { title: 'Mostrar muestra', help: 'Muestra el tamaño de la muestra (número de respuestas).' },
  showSentiment: { title: 'Mostrar sentimiento', help: 'Muestra el sentimiento de cada comentario.' },
  size: { title: 'Filas por extremo', help: 'Filas de cada extremo del ranking (3 por defecto, a veces 5).' },
  unit: {
    title: 'Unidad',
    help: "Unidad mostrada tras el valor: 'Porcentaje' agrega %, 'Puntos' no agrega nada.",
    values: { percent: 'Porcentaje (%)', points: 'Puntos' },
  },
  variant: {
    title: 'Variante',
    help: 'Variante de la torta: pequeña, mediana, grande o Sí/No (dos porciones, sí y no).',
    values: { small: 'Pequeña', medium: 'Mediana', large: 'Grande', yesNo: 'Sí / No' },
  },
  xThreshold: { title: 'Umbral del eje X', help: 'Valor del eje X (importancia) que separa los cuadrantes.' },
  yThreshold: { title: 'Umbral del eje Y', help: 'Valor del eje Y (desempeño) que separa los cuadrantes.' },
};

/** Texts of a kind where its key means something more precise than in CONFIG_LABELS. */
export const BY_KIND: Readonly<Partial<Record<WidgetType, Readonly<Record<string, FieldText>>>>> = {
  'radial-summary': {
    min: { title: 'Mínimo', help: 'Valor más bajo de la escala dibujada (0 si se deja vacío; -100 para NPS).' },
  },
  'multiple-gauge': {
    min: {
      title: 'Mínimo',
      help: 'Valor más bajo de la escala dibujada (0 si se deja vacío; 1 para un rango de notas de 1 a 10).',
    },
  },
  'detailed-bar': {
    mapper: {
      ...CONFIG_LABELS.mapper!,
      help: `${MAPPER_HELP} 'resumeCounts' dibuja los estados de una llamada dashboard/resume.`,
    },
  },
  'word-cloud': {
    limit: { title: 'Máximo de palabras', help: 'Cantidad máxima de palabras mostradas (50 si se deja vacío).' },
  },
  'word-count': {
    limit: { title: 'Máximo de palabras', help: 'Cantidad máxima de palabras mostradas.' },
  },
  'last-comments': {
    limit: { title: 'Máximo de comentarios', help: 'Cantidad máxima de comentarios mostrados (100 por defecto).' },
  },
};

/** The texts of property `key` of kind `type`'s config; undefined when the dictionary lacks it. */
export function configLabel(type: string, key: string): FieldText | undefined {
  return BY_KIND[type as WidgetType]?.[key] ?? CONFIG_LABELS[key];
}
