import type { TenantMetadata } from '@voz/schema';

// Realistic Spanish names for mocked groups when the tenant's metadata is not at hand, and the
// metadata's own names when it is.

export const GEOGRAPHIES = [
  'Región Metropolitana',
  'Valparaíso',
  'Biobío',
  'Araucanía',
  'Los Lagos',
  'Antofagasta',
  'Coquimbo',
  'Maule',
  "Libertador General Bernardo O'Higgins",
  'Magallanes y de la Antártica Chilena',
  'Atacama',
  'Tarapacá',
] as const;

export const DEALERS = [
  'Automotora Pampa Norte',
  'Automotora Los Andes',
  'Autocentro Costanera',
  'Motores del Pacífico',
  'Automotriz Cordillera Sur',
  'Concesionario Plaza Oeste',
  'Autos del Valle Central',
  'Automotora Puerto Montt',
] as const;

export const QUESTIONS = [
  'Recepción en sala',
  'Asesoría del vendedor',
  'Conocimiento del producto',
  'Prueba de manejo ofrecida',
  'Proceso de financiamiento',
  'Documentación y trámites',
  'Puntualidad de la entrega',
  'Explicación de garantía y mantenciones',
] as const;

export const TAGS = [
  'Atención',
  'Tiempo de espera',
  'Precio',
  'Limpieza',
  'Amabilidad',
  'Entrega',
  'Financiamiento',
  'Repuestos',
  'Taller',
  'Información',
  'Estacionamiento',
  'Seguimiento',
  'Garantía',
  'Calidad',
  'Agendamiento',
] as const;

export const COMMENTS = {
  positive: [
    'Excelente atención del vendedor, muy claro con todas las opciones de financiamiento.',
    'Me entregaron el auto a tiempo y impecable. Volvería a comprar aquí.',
    'El asesor de servicio fue muy amable y resolvió todo en una sola visita.',
  ],
  neutral: [
    'La atención fue correcta, aunque el proceso de documentación tomó más de lo esperado.',
    'Todo bien en general; la sala de espera podría ser más cómoda.',
  ],
  negative: [
    'Tuve que esperar más de una hora para que me atendieran y nadie me informó el motivo.',
    'Me cobraron un repuesto que no estaba en el presupuesto. Muy mala experiencia.',
    'Nunca me llamaron para hacer seguimiento después de la mantención.',
  ],
} as const;

/** Advisors (sellers, attendants, drivers): the backend keys them by name. */
export const ADVISORS = [
  'María José Fuentes',
  'Juan Pablo Muñoz',
  'Catalina Rojas',
  'Diego Sepúlveda',
  'Francisca Contreras',
  'Matías González',
  'Valentina Soto',
  'Sebastián Díaz',
  'Camila Morales',
  'Tomás Herrera',
  'Javiera Castillo',
  'Benjamín Vergara',
] as const;

export const CHANNELS = ['Correo electrónico', 'SMS', 'WhatsApp', 'Web', 'Teléfono'] as const;

interface Named {
  id: number;
  name: string;
  children?: Named[];
}

/** Nodes of a tree at one depth (root 0), in document order. */
function atDepth(root: Named | undefined, depth: number): Named[] {
  if (!root) return [];
  if (depth === 0) return [root];
  return (root.children ?? []).flatMap((child) => atDepth(child, depth - 1));
}

/**
 * Names for a grouping: the metadata's nodes when it has them (at the tenant level `level`, 1 being
 * the root: zones by default), else realistic defaults.
 */
export function groupNames(
  dimension: string,
  metadata: TenantMetadata | undefined,
  level?: number,
): { id: number | string; name: string }[] {
  const fromTree = (root: Named | undefined, depth: number): { id: number; name: string }[] => {
    for (let d = depth; d >= 1; d--) {
      const nodes = atDepth(root, d);
      if (nodes.length > 0) return nodes.map((n) => ({ id: n.id, name: n.name }));
    }
    return [];
  };
  const list = (names: readonly string[], base: number): { id: number; name: string }[] =>
    names.map((name, i) => ({ id: base + i, name }));
  switch (dimension) {
    case 'geoLocation': {
      const nodes = fromTree(metadata?.geographies.root, (level ?? 2) - 1);
      return nodes.length > 0 ? nodes : list(level === 3 ? DEALERS : GEOGRAPHIES, 100);
    }
    case 'logicalLocation': {
      const nodes = fromTree(metadata?.logicals, (level ?? 2) - 1);
      return nodes.length > 0 ? nodes : list(DEALERS, 200);
    }
    case 'criticalMoment': {
      const nodes = fromTree(metadata?.criticalMoments, 1);
      return nodes.length > 0 ? nodes : list(['Venta', 'Posventa', 'Test drive'], 1);
    }
    case 'question':
      return list(QUESTIONS, 101);
    case 'tag':
      return TAGS.map((name) => ({ id: name, name }));
    case 'channel':
      return list(CHANNELS, 1);
    case 'status':
      return ['ANSWERED', 'IN_PROGRESS', 'NOT_ANSWERED', 'INVALID'].map((s) => ({ id: s, name: s }));
    case 'alertStatus':
      return ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'].map((s) => ({ id: s, name: s }));
    case 'alertType':
      return ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'].map((s) => ({ id: s, name: s }));
    case 'numberAnswer':
      return Array.from({ length: 11 }, (_, i) => ({ id: i, name: String(i) }));
    case 'responseValue':
      return ['Sí', 'No'].map((s) => ({ id: s, name: s }));
    case 'advisor':
      return ADVISORS.map((name) => ({ id: name, name }));
    default:
      return list(['Grupo A', 'Grupo B', 'Grupo C', 'Grupo D'], 1);
  }
}

/** Values of a response operation field (a `context` grouping), keyed by the value as the backend keys them. */
export function contextGroups(
  field: string | undefined,
  metadata: TenantMetadata | undefined,
): { id: string; name: string }[] {
  const type = metadata?.responseContext?.fields.find((f) => f.name === field)?.type ?? 'text';
  const values =
    type === 'number'
      ? ['1012', '1187', '2340', '3056', '4721', '5890']
      : type === 'date'
        ? ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14']
        : ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Querétaro', 'León'];
  return values.map((value) => ({ id: value, name: value }));
}
