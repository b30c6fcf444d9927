import type { Tenant } from '@voz/schema';

// Spanish posts for the demo mentions, assembled from an opener (which names the place), one or
// two topic phrases and sometimes a closer. Each topic is a keyword of the listening (what the
// word cloud and the keyword rankings show), so a post's keywords are the topics it talks about.
// Topics follow the tenant's kind: a hospital's mentions talk about emergencies and doctors, a
// dealer's about the workshop and deliveries.

/** Sentiment of a post, by name. */
export type SentimentName = 'positive' | 'neutral' | 'negative';

/** A topic of the listening: its keyword, how often each sentiment brings it up, its phrases. */
export interface SocialTopic {
  /** Keyword as stored in social_mentions.keywords (lower-case). */
  keyword: string;
  /** Relative weight of the topic in positive, neutral and negative posts. */
  weights: Readonly<Record<SentimentName, number>>;
  /** Sentences per sentiment. */
  phrases: Readonly<Record<SentimentName, readonly string[]>>;
}

const HOSPITAL: readonly SocialTopic[] = [
  {
    keyword: 'atención',
    weights: { positive: 5, neutral: 2, negative: 3 },
    phrases: {
      positive: ['La atención fue cálida y muy humana.', 'Nos atendieron con una paciencia enorme.'],
      neutral: ['La atención fue correcta.'],
      negative: ['La atención fue fría, nadie nos explicaba nada.', 'Tuvimos que insistir para que nos atendieran.'],
    },
  },
  {
    keyword: 'urgencias',
    weights: { positive: 2, neutral: 2, negative: 5 },
    phrases: {
      positive: ['En urgencias actuaron rápido y con mucha claridad.', 'El equipo de urgencias fue impecable.'],
      neutral: ['Urgencias estaba lleno, como siempre un lunes.'],
      negative: ['Pasamos seis horas en urgencias sin información.', 'Urgencias colapsada y sin nadie que orientara.'],
    },
  },
  {
    keyword: 'tiempo de espera',
    weights: { positive: 1, neutral: 2, negative: 5 },
    phrases: {
      positive: ['Casi no tuve tiempo de espera, me llamaron a la hora.'],
      neutral: ['El tiempo de espera fue el habitual.'],
      negative: ['El tiempo de espera para la consulta fue eterno.', 'Dos horas de espera con hora agendada.'],
    },
  },
  {
    keyword: 'médicos',
    weights: { positive: 5, neutral: 1, negative: 2 },
    phrases: {
      positive: ['Los médicos explicaron todo con detalle.', 'Gracias a los médicos por su dedicación.'],
      neutral: ['Los médicos pasaron visita una vez al día.'],
      negative: ['El médico apenas me miró y se fue.', 'Ningún médico respondió nuestras dudas.'],
    },
  },
  {
    keyword: 'enfermería',
    weights: { positive: 4, neutral: 1, negative: 2 },
    phrases: {
      positive: ['El equipo de enfermería es un siete.', 'Las enfermeras estuvieron atentas toda la noche.'],
      neutral: ['En enfermería cambiaron de turno a media tarde.'],
      negative: ['Llamamos a enfermería varias veces y no vino nadie.'],
    },
  },
  {
    keyword: 'limpieza',
    weights: { positive: 2, neutral: 1, negative: 2 },
    phrases: {
      positive: ['Todo impecable, se nota la limpieza.'],
      neutral: ['La limpieza de las salas es la normal.'],
      negative: ['Los baños estaban sucios y sin papel.'],
    },
  },
  {
    keyword: 'estacionamiento',
    weights: { positive: 1, neutral: 2, negative: 3 },
    phrases: {
      positive: ['El estacionamiento es amplio y fácil de usar.'],
      neutral: ['El estacionamiento tiene tarifa por hora.'],
      negative: ['Imposible encontrar estacionamiento y carísimo.'],
    },
  },
  {
    keyword: 'agendamiento',
    weights: { positive: 2, neutral: 2, negative: 3 },
    phrases: {
      positive: ['Agendé la hora por la web en dos minutos.'],
      neutral: ['El agendamiento es por teléfono o por la web.'],
      negative: ['El call center de agendamiento nunca contesta.', 'Me cambiaron la hora sin avisar.'],
    },
  },
  {
    keyword: 'cobros',
    weights: { positive: 1, neutral: 1, negative: 3 },
    phrases: {
      positive: ['Me explicaron los cobros con total transparencia.'],
      neutral: ['Pagué el copago en caja sin problema.'],
      negative: ['Me llegó un cobro que nadie supo explicar.'],
    },
  },
];

const AUTOMOTIVE: readonly SocialTopic[] = [
  {
    keyword: 'atención',
    weights: { positive: 5, neutral: 2, negative: 3 },
    phrases: {
      positive: ['La atención fue de primera.', 'Me atendieron con mucha amabilidad.'],
      neutral: ['La atención fue correcta.'],
      negative: ['Nadie se hizo cargo de mi caso.', 'Pésima atención en el mesón.'],
    },
  },
  {
    keyword: 'vendedor',
    weights: { positive: 4, neutral: 1, negative: 2 },
    phrases: {
      positive: ['El vendedor resolvió todas mis dudas.', 'Un vendedor muy preparado y nada insistente.'],
      neutral: ['El vendedor me envió la cotización por correo.'],
      negative: ['El vendedor prometió cosas que no cumplió.'],
    },
  },
  {
    keyword: 'taller',
    weights: { positive: 2, neutral: 2, negative: 4 },
    phrases: {
      positive: ['En el taller dejaron el auto como nuevo.'],
      neutral: ['Dejé el auto en el taller para la mantención.'],
      negative: ['El taller se demoró una semana más de lo prometido.', 'Salí del taller con el mismo ruido.'],
    },
  },
  {
    keyword: 'entrega',
    weights: { positive: 3, neutral: 1, negative: 3 },
    phrases: {
      positive: ['La entrega del auto fue una experiencia muy bonita.'],
      neutral: ['La entrega quedó agendada para la próxima semana.'],
      negative: ['Aplazaron la entrega tres veces.'],
    },
  },
  {
    keyword: 'repuestos',
    weights: { positive: 1, neutral: 2, negative: 4 },
    phrases: {
      positive: ['Tenían los repuestos en stock, cambio inmediato.'],
      neutral: ['Hay que encargar los repuestos con anticipación.'],
      negative: ['Un mes esperando un repuesto.'],
    },
  },
  {
    keyword: 'precio',
    weights: { positive: 2, neutral: 2, negative: 3 },
    phrases: {
      positive: ['Muy buen precio comparado con otras marcas.'],
      neutral: ['El precio es el de la lista.'],
      negative: ['La mantención salió mucho más cara de lo cotizado.'],
    },
  },
  {
    keyword: 'test drive',
    weights: { positive: 3, neutral: 1, negative: 1 },
    phrases: {
      positive: ['El test drive me convenció de inmediato.'],
      neutral: ['Hice el test drive un sábado en la mañana.'],
      negative: ['Agendé test drive y el auto no estaba disponible.'],
    },
  },
  {
    keyword: 'garantía',
    weights: { positive: 1, neutral: 2, negative: 3 },
    phrases: {
      positive: ['Cubrieron todo por garantía sin discusión.'],
      neutral: ['Consulté qué cubre la garantía.'],
      negative: ['Me rechazaron la garantía por un tecnicismo.'],
    },
  },
];

const GENERIC: readonly SocialTopic[] = [
  {
    keyword: 'atención',
    weights: { positive: 5, neutral: 2, negative: 3 },
    phrases: {
      positive: ['La atención fue excelente.', 'Muy amables en todo momento.'],
      neutral: ['La atención fue correcta.'],
      negative: ['La atención fue pésima.', 'Nadie se hizo cargo.'],
    },
  },
  {
    keyword: 'tiempo de espera',
    weights: { positive: 1, neutral: 2, negative: 5 },
    phrases: {
      positive: ['No tuve que esperar nada.'],
      neutral: ['La espera fue la normal.'],
      negative: ['Una hora de espera para un trámite simple.'],
    },
  },
  {
    keyword: 'personal',
    weights: { positive: 4, neutral: 1, negative: 2 },
    phrases: {
      positive: ['El personal es muy preparado.'],
      neutral: ['Había poco personal a esa hora.'],
      negative: ['El personal no sabía responder.'],
    },
  },
  {
    keyword: 'precio',
    weights: { positive: 2, neutral: 2, negative: 3 },
    phrases: {
      positive: ['Muy buenos precios.'],
      neutral: ['Los precios son los de siempre.'],
      negative: ['Todo carísimo.'],
    },
  },
  {
    keyword: 'limpieza',
    weights: { positive: 2, neutral: 1, negative: 2 },
    phrases: {
      positive: ['Todo muy limpio y ordenado.'],
      neutral: ['La limpieza es la normal.'],
      negative: ['El lugar estaba sucio.'],
    },
  },
  {
    keyword: 'horario',
    weights: { positive: 1, neutral: 2, negative: 2 },
    phrases: {
      positive: ['Muy cómodo el horario extendido.'],
      neutral: ['Abren de lunes a sábado.'],
      negative: ['Cerraron antes del horario publicado.'],
    },
  },
];

/** The topics of a tenant's kind of business. */
export function topicsFor(kind: Tenant['kind']): readonly SocialTopic[] {
  switch (kind) {
    case 'hospital':
    case 'health-insurer':
      return HOSPITAL;
    case 'automotive':
      return AUTOMOTIVE;
    default:
      return GENERIC;
  }
}

/** How a post starts; `{lugar}` is the place's name. */
export const OPENERS: Readonly<Record<SentimentName, readonly string[]>> = {
  positive: [
    'Quiero destacar a {lugar}. ',
    'Hoy en {lugar}: ',
    'Gracias, {lugar}. ',
    '¡Qué buena experiencia en {lugar}! ',
  ],
  neutral: ['Estuve en {lugar}. ', 'Fui a {lugar} esta semana. ', '{lugar}: ', 'Consulta sobre {lugar}. '],
  negative: [
    'Reclamo para {lugar}. ',
    'Decepcionado con {lugar}. ',
    'Otra vez lo mismo en {lugar}. ',
    '{lugar}, así no. ',
  ],
};

/** How a post may end. */
export const CLOSERS: Readonly<Record<SentimentName, readonly string[]>> = {
  positive: [' Totalmente recomendable.', ' ¡Gracias!', ' Volvería sin dudarlo.'],
  neutral: [' Veremos cómo sigue.', ' Nada más que agregar.'],
  negative: [' Espero una respuesta.', ' No lo recomiendo.', ' Nunca más.'],
};

/** First names of the authors. */
export const FIRST_NAMES: readonly string[] = [
  'Camila',
  'Valentina',
  'Javiera',
  'Fernanda',
  'Constanza',
  'Catalina',
  'Daniela',
  'Francisca',
  'Isidora',
  'Antonia',
  'Matías',
  'Benjamín',
  'Sebastián',
  'Vicente',
  'Nicolás',
  'Tomás',
  'Joaquín',
  'Diego',
  'Felipe',
  'Cristóbal',
  'Patricio',
  'Claudia',
  'Rodrigo',
  'Marcela',
];

/** Last names of the authors. */
export const LAST_NAMES: readonly string[] = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
];
