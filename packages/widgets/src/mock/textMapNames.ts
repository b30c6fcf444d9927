// Names of the mocked rows of the map and text-analysis kinds: geographies a map can place (with
// ISO 3166 codes or coordinates), tags by sentiment and causes of dissatisfaction by category.
// Stories build their fake tenant metadata from the same lists, so mocked groupIds match it.

/** A geography the map widget can place: its map code (ISO 3166) or its coordinates. */
export interface MapGeography {
  id: number;
  name: string;
  mapCode?: string;
  /** [longitude, latitude] in degrees. */
  coordinates?: [number, number];
}

/** Car dealers with their location (point maps), when the metadata has none. */
export const MAP_SITES: readonly MapGeography[] = [
  { id: 501, name: 'Automotora Pampa Norte', coordinates: [-70.398, -23.652] },
  { id: 502, name: 'Automotora Los Andes', coordinates: [-70.576, -33.409] },
  { id: 503, name: 'Autocentro Costanera', coordinates: [-70.606, -33.417] },
  { id: 504, name: 'Motores del Pacífico', coordinates: [-71.552, -33.024] },
  { id: 505, name: 'Automotriz Cordillera Sur', coordinates: [-72.59, -38.739] },
  { id: 506, name: 'Concesionario Plaza Oeste', coordinates: [-70.717, -33.517] },
  { id: 507, name: 'Autos del Valle Central', coordinates: [-71.655, -35.426] },
  { id: 508, name: 'Automotora Puerto Montt', coordinates: [-72.942, -41.469] },
  { id: 509, name: 'Automotora La Serena', coordinates: [-71.252, -29.904] },
  { id: 510, name: 'Autocentro Concepción', coordinates: [-73.05, -36.827] },
  { id: 511, name: 'Automotora Punta Arenas', coordinates: [-70.917, -53.163] },
  { id: 512, name: 'Automotora Arica', coordinates: [-70.305, -18.478] },
];

/** The 32 states of Mexico with their ISO 3166-2 codes (choropleth maps). */
export const MX_STATES: readonly MapGeography[] = (
  [
    ['MX-AGU', 'Aguascalientes'],
    ['MX-BCN', 'Baja California'],
    ['MX-BCS', 'Baja California Sur'],
    ['MX-CAM', 'Campeche'],
    ['MX-CHP', 'Chiapas'],
    ['MX-CHH', 'Chihuahua'],
    ['MX-COA', 'Coahuila'],
    ['MX-COL', 'Colima'],
    ['MX-CMX', 'Ciudad de México'],
    ['MX-DUR', 'Durango'],
    ['MX-GUA', 'Guanajuato'],
    ['MX-GRO', 'Guerrero'],
    ['MX-HID', 'Hidalgo'],
    ['MX-JAL', 'Jalisco'],
    ['MX-MEX', 'Estado de México'],
    ['MX-MIC', 'Michoacán'],
    ['MX-MOR', 'Morelos'],
    ['MX-NAY', 'Nayarit'],
    ['MX-NLE', 'Nuevo León'],
    ['MX-OAX', 'Oaxaca'],
    ['MX-PUE', 'Puebla'],
    ['MX-QUE', 'Querétaro'],
    ['MX-ROO', 'Quintana Roo'],
    ['MX-SLP', 'San Luis Potosí'],
    ['MX-SIN', 'Sinaloa'],
    ['MX-SON', 'Sonora'],
    ['MX-TAB', 'Tabasco'],
    ['MX-TAM', 'Tamaulipas'],
    ['MX-TLA', 'Tlaxcala'],
    ['MX-VER', 'Veracruz'],
    ['MX-YUC', 'Yucatán'],
    ['MX-ZAC', 'Zacatecas'],
  ] as const
).map(([mapCode, name], i) => ({ id: 301 + i, name, mapCode }));

/** The 16 regions of Chile with their ISO 3166-2 codes, north to south. */
export const CL_REGIONS: readonly MapGeography[] = (
  [
    ['CL-AP', 'Arica y Parinacota'],
    ['CL-TA', 'Tarapacá'],
    ['CL-AN', 'Antofagasta'],
    ['CL-AT', 'Atacama'],
    ['CL-CO', 'Coquimbo'],
    ['CL-VS', 'Valparaíso'],
    ['CL-RM', 'Región Metropolitana'],
    ['CL-LI', "Libertador General Bernardo O'Higgins"],
    ['CL-ML', 'Maule'],
    ['CL-NB', 'Ñuble'],
    ['CL-BI', 'Biobío'],
    ['CL-AR', 'La Araucanía'],
    ['CL-LR', 'Los Ríos'],
    ['CL-LL', 'Los Lagos'],
    ['CL-AI', 'Aysén'],
    ['CL-MA', 'Magallanes y de la Antártica Chilena'],
  ] as const
).map(([mapCode, name], i) => ({ id: 401 + i, name, mapCode }));

/** Countries with their ISO 3166-1 numeric codes (world maps). */
export const WORLD_COUNTRIES: readonly MapGeography[] = (
  [
    ['152', 'Chile'],
    ['032', 'Argentina'],
    ['604', 'Perú'],
    ['484', 'México'],
    ['170', 'Colombia'],
    ['076', 'Brasil'],
    ['218', 'Ecuador'],
    ['858', 'Uruguay'],
    ['724', 'España'],
  ] as const
).map(([mapCode, name], i) => ({ id: 601 + i, name, mapCode }));

/** Tags people mention in positive comments. */
export const POSITIVE_TAGS = ['Amabilidad', 'Atención', 'Limpieza', 'Entrega', 'Información', 'Calidad'] as const;

/** Tags people mention in neutral comments. */
export const NEUTRAL_TAGS = ['Información', 'Agendamiento', 'Documentación'] as const;

/** Tags people mention in negative comments. */
export const NEGATIVE_TAGS = [
  'Tiempo de espera',
  'Precio',
  'Repuestos',
  'Seguimiento',
  'Agendamiento',
  'Estacionamiento',
] as const;

/** Causes of dissatisfaction by category (Ishikawa): the category, then its tags. */
export const CAUSES: readonly (readonly [string, readonly string[]])[] = [
  ['Personal', ['Amabilidad', 'Conocimiento del asesor', 'Disponibilidad de vendedores', 'Trato en caja']],
  ['Procesos', ['Tiempo de espera', 'Agendamiento', 'Documentación', 'Seguimiento']],
  ['Instalaciones', ['Estacionamiento', 'Sala de espera', 'Limpieza']],
  ['Precio', ['Precio', 'Cobros no informados', 'Financiamiento']],
  ['Producto', ['Calidad', 'Repuestos', 'Garantía']],
  ['Comunicación', ['Información', 'Llamadas sin respuesta', 'Correos sin respuesta']],
];
