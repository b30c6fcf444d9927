import { DEFAULT_TAG_GROUP, OTHER_TAG_GROUP, type SentimentScore } from '@voz/core';
import { weightedPicker, type Random } from './random.js';

// Spanish comments for the demo data, assembled from phrases per tag and sentiment. A tag is only
// offered where the moment's survey talks about it (keywords over its questions), so a workshop
// tag never shows on a test drive. DEFAULT (no recognisable topic) and Otros (a topic outside the
// list) are always offered, because the word cloud and the tag rankings must drop them.

/** Phrases of one tag for one sentiment. */
interface Phrases {
  positive: readonly string[];
  neutral: readonly string[];
  negative: readonly string[];
}

/** A tag of the catalogue. */
export interface CommentTag {
  /** Tag as stored in response_comments.tags. */
  tag: string;
  /** Offered only when the moment's names and question texts match; always when absent. */
  keywords?: RegExp;
  /** Relative weight of the tag in positive, neutral and negative comments. */
  weights: Readonly<Record<SentimentName, number>>;
  /** Sentences per sentiment. */
  phrases: Phrases;
}

/** Name of a sentiment as used in the catalogue. */
export type SentimentName = keyof Phrases;

/** A generated comment. */
export interface GeneratedComment {
  /** The comment text. */
  text: string;
  /** 1 positive, 0 neutral, −1 negative. */
  sentiment: SentimentScore;
  /** Tags, one or two topics, or DEFAULT or Otros alone. */
  tags: string[];
}

/** The tag catalogue, in the order the tags are offered. */
export const COMMENT_TAGS: readonly CommentTag[] = [
  {
    tag: 'Atención',
    weights: { positive: 5, neutral: 2, negative: 2 },
    phrases: {
      positive: [
        'La atención fue excelente de principio a fin.',
        'Me atendieron con mucha amabilidad y paciencia.',
        'El personal fue muy cordial y resolvió todas mis dudas.',
        'Muy buena disposición de todo el equipo.',
      ],
      neutral: [
        'La atención fue correcta, sin nada especial.',
        'Me atendieron bien, aunque un poco a la rápida.',
        'El trato fue adecuado.',
      ],
      negative: [
        'La atención fue muy mala, nadie se hizo cargo.',
        'El personal fue poco amable y se notaba apurado.',
        'Tuve que insistir varias veces para que me atendieran.',
        'Nadie supo responder mis preguntas.',
      ],
    },
  },
  {
    tag: 'Tiempo de espera',
    weights: { positive: 1, neutral: 2, negative: 5 },
    phrases: {
      positive: [
        'No tuve que esperar nada, todo fue muy rápido.',
        'Me atendieron a la hora exacta.',
        'El proceso fue ágil y sin demoras.',
      ],
      neutral: [
        'La espera fue razonable.',
        'Esperé unos veinte minutos, lo normal.',
        'Los tiempos fueron los esperados.',
      ],
      negative: [
        'Esperé más de una hora para que me atendieran.',
        'Los tiempos de espera son excesivos.',
        'Todo se demoró mucho más de lo que me dijeron.',
        'Perdí toda la mañana esperando.',
      ],
    },
  },
  {
    tag: 'Precio',
    weights: { positive: 1, neutral: 2, negative: 3 },
    phrases: {
      positive: [
        'El precio me pareció justo.',
        'Buena relación entre precio y calidad.',
        'Me ofrecieron un buen descuento.',
      ],
      neutral: ['El precio es el del mercado.', 'Los precios son similares a los de la competencia.'],
      negative: [
        'El precio es demasiado alto para lo que ofrecen.',
        'Me cobraron más de lo que me habían cotizado.',
        'Los precios subieron mucho y nadie me avisó.',
      ],
    },
  },
  {
    tag: 'Limpieza',
    weights: { positive: 2, neutral: 1, negative: 1 },
    phrases: {
      positive: ['Todo estaba impecable y muy limpio.', 'Las instalaciones se veían limpias y ordenadas.'],
      neutral: ['La limpieza era aceptable.', 'El lugar estaba más o menos ordenado.'],
      negative: ['Los baños estaban sucios.', 'El lugar estaba desordenado y sucio.', 'Faltaba limpieza en general.'],
    },
  },
  {
    tag: 'Instalaciones',
    weights: { positive: 1.5, neutral: 1, negative: 1 },
    phrases: {
      positive: ['Las instalaciones son modernas y cómodas.', 'La sala de espera es muy agradable.'],
      neutral: ['Las instalaciones cumplen.', 'El lugar es pequeño pero funcional.'],
      negative: [
        'El estacionamiento es muy pequeño.',
        'La sala de espera es incómoda y calurosa.',
        'No hay dónde sentarse mientras uno espera.',
      ],
    },
  },
  {
    tag: 'Comunicación',
    weights: { positive: 1, neutral: 1.5, negative: 3 },
    phrases: {
      positive: ['Me mantuvieron informado en todo momento.', 'Me explicaron todo con claridad.'],
      neutral: ['Me llamaron una vez para informarme.', 'La información llegó, aunque tarde.'],
      negative: [
        'Nunca me devolvieron las llamadas.',
        'No me informaron de los cambios.',
        'Tuve que llamar yo para saber en qué estaba mi caso.',
      ],
    },
  },
  {
    tag: 'Vendedor',
    keywords: /vendedor|asesor|ejecutiv/i,
    weights: { positive: 4, neutral: 1.5, negative: 2 },
    phrases: {
      positive: [
        'El vendedor fue muy profesional y conocía muy bien el producto.',
        'Mi asesor me acompañó en todo el proceso.',
        'El ejecutivo se preocupó de encontrar la mejor opción para mí.',
      ],
      neutral: ['El vendedor cumplió con lo básico.', 'El asesor respondió lo que le pregunté.'],
      negative: [
        'El vendedor no tenía idea de las características del modelo.',
        'El asesor no me hizo seguimiento después de la cotización.',
        'Sentí que el vendedor solo quería cerrar la venta.',
      ],
    },
  },
  {
    tag: 'Entrega',
    keywords: /entrega/i,
    weights: { positive: 2, neutral: 1, negative: 2 },
    phrases: {
      positive: ['La entrega fue puntual y muy bien explicada.', 'Me entregaron todo en perfecto estado.'],
      neutral: ['La entrega fue en la fecha acordada.', 'La entrega fue rápida, sin mayores explicaciones.'],
      negative: [
        'La entrega se atrasó dos semanas.',
        'En la entrega nadie me explicó cómo funcionaba.',
        'Me entregaron con detalles que no estaban al recibirlo.',
      ],
    },
  },
  {
    tag: 'Financiamiento',
    keywords: /financ|crédito|credito/i,
    weights: { positive: 1, neutral: 1.5, negative: 2.5 },
    phrases: {
      positive: ['El crédito se aprobó en pocos días.', 'Las condiciones del financiamiento fueron claras.'],
      neutral: ['El financiamiento fue un trámite más.', 'Me ofrecieron las opciones de crédito habituales.'],
      negative: [
        'La tasa del crédito es muy alta.',
        'El trámite del financiamiento fue eterno.',
        'Me pidieron demasiados papeles para el crédito.',
      ],
    },
  },
  {
    tag: 'Taller',
    keywords: /taller|servicio técnico|mantenci|reparaci/i,
    weights: { positive: 1.5, neutral: 1, negative: 3 },
    phrases: {
      positive: [
        'En el taller hicieron un trabajo impecable.',
        'Solucionaron la falla en la primera visita.',
        'Los técnicos me explicaron el trabajo realizado.',
      ],
      neutral: ['La mantención se hizo según lo programado.', 'El trabajo en el taller fue el esperado.'],
      negative: [
        'Tuve que volver al taller porque la falla siguió.',
        'No tenían los repuestos y el auto quedó detenido.',
        'Me devolvieron el vehículo sucio y con la falla sin resolver.',
      ],
    },
  },
  {
    tag: 'Producto',
    keywords: /vehículo|vehiculo|modelo|producto/i,
    weights: { positive: 3, neutral: 1.5, negative: 1.5 },
    phrases: {
      positive: [
        'Estoy feliz con mi compra.',
        'El producto superó mis expectativas.',
        'La autonomía es mejor de lo que pensaba.',
      ],
      neutral: ['El producto cumple con lo que prometen.', 'Es lo que esperaba, ni más ni menos.'],
      negative: ['El producto vino con fallas de fábrica.', 'La calidad no es la que esperaba por el precio.'],
    },
  },
  {
    tag: OTHER_TAG_GROUP,
    weights: { positive: 0.6, neutral: 0.8, negative: 0.6 },
    phrases: {
      positive: ['Me ofrecieron un café muy rico mientras esperaba.', 'Me gustó el regalo de bienvenida.'],
      neutral: [
        'Llegué por recomendación de un amigo.',
        'Es la segunda vez que vengo.',
        'Vine por una publicidad en redes sociales.',
      ],
      negative: ['No aceptaban pago con tarjeta de débito.', 'La página web no funcionaba para agendar.'],
    },
  },
  {
    tag: DEFAULT_TAG_GROUP,
    weights: { positive: 1.5, neutral: 3, negative: 0.8 },
    phrases: {
      positive: ['Todo excelente.', 'Muy buena experiencia.', 'Muy conforme, gracias.', 'Excelente, lo recomiendo.'],
      neutral: ['Sin comentarios.', 'Nada que agregar.', 'Todo normal.', 'Bien.'],
      negative: ['Mala experiencia.', 'No lo recomiendo.', 'Muy decepcionado.'],
    },
  },
];

const OPENERS: Readonly<Record<SentimentName, readonly string[]>> = {
  positive: ['', '', 'Excelente experiencia. ', 'Muy contento. ', 'Todo muy bien. '],
  neutral: ['', '', 'En general bien. ', 'Regular. '],
  negative: ['', '', 'Muy mala experiencia. ', 'Estoy molesto. ', 'Lamentable. '],
};

const CLOSERS: Readonly<Record<SentimentName, readonly string[]>> = {
  positive: ['', '', ' Gracias.', ' Volvería sin dudarlo.', ' Lo recomiendo.'],
  neutral: ['', '', ' Se puede mejorar.'],
  negative: ['', '', ' Espero que lo mejoren.', ' No vuelvo más.', ' Espero una respuesta.'],
};

const SENTIMENT_SCORE: Readonly<Record<SentimentName, SentimentScore>> = { positive: 1, neutral: 0, negative: -1 };

/** Draws comments for one critical moment: its tags decided once from the moment's vocabulary. */
export interface CommentWriter {
  /** A comment of the given sentiment. */
  write(random: Random, sentiment: SentimentName): GeneratedComment;
  /** Tags this moment's comments may carry. */
  tags: readonly string[];
}

/** A comment writer for a moment whose names and question texts are `vocabulary`. */
export function commentWriter(vocabulary: string): CommentWriter {
  const offered = COMMENT_TAGS.filter((t) => !t.keywords || t.keywords.test(vocabulary));
  const pickers = {
    positive: weightedPicker(
      offered,
      offered.map((t) => t.weights.positive),
    ),
    neutral: weightedPicker(
      offered,
      offered.map((t) => t.weights.neutral),
    ),
    negative: weightedPicker(
      offered,
      offered.map((t) => t.weights.negative),
    ),
  };
  const isLoose = (t: CommentTag): boolean => t.tag === DEFAULT_TAG_GROUP || t.tag === OTHER_TAG_GROUP;
  return {
    tags: offered.map((t) => t.tag),
    write(random, sentiment) {
      const first = pickers[sentiment](random);
      const chosen = [first];
      if (!isLoose(first) && random.chance(0.3)) {
        // A second topic, distinct and never DEFAULT or Otros (those stand alone).
        for (let tries = 0; tries < 4; tries++) {
          const second = pickers[sentiment](random);
          if (!isLoose(second) && second !== first) {
            chosen.push(second);
            break;
          }
        }
      }
      const body = chosen.map((t) => random.pick(t.phrases[sentiment])).join(' ');
      const text =
        isLoose(first) && first.tag === DEFAULT_TAG_GROUP
          ? body
          : `${random.pick(OPENERS[sentiment])}${body}${random.pick(CLOSERS[sentiment])}`;
      return { text, sentiment: SENTIMENT_SCORE[sentiment], tags: chosen.map((t) => t.tag) };
    },
  };
}
