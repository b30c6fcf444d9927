import { parseWireDate } from '@voz/core';
import { badRequest, forbidden } from '../http/errors.js';
import { mayUse, type Principal } from '../http/principal.js';

/** Actions of the action-plans section (platform-core §6). */
export type PlanAction = 'main' | 'create' | 'add-activity' | 'update' | 'close' | 'root-cause' | 'delete';

/** Spanish names of the actions, for refusals. */
const ACTION_NAMES: Record<PlanAction, string> = {
  main: 'ver planes de acción',
  create: 'crear planes de acción',
  'add-activity': 'agregar actividades',
  update: 'modificar planes de acción',
  close: 'cerrar planes de acción',
  'root-cause': 'definir causas raíz',
  delete: 'eliminar',
};

/** Refuses (403) unless the caller's profile lists the action of the action-plans section (admins may everything). */
export function need(principal: Principal, action: PlanAction): void {
  if (!mayUse(principal, 'action-plans', 'main')) throw forbidden('No tiene acceso a los planes de acción.');
  if (!mayUse(principal, 'action-plans', action)) {
    throw forbidden(`No tiene permiso para ${ACTION_NAMES[action]} (acción "${action}").`);
  }
}

/** Refuses (400, naming the field) a 'YYYY-MM-DD' that is not a real day; passes null and undefined through. */
export function checkDate<T extends string | null | undefined>(value: T, field: string): T {
  if (typeof value !== 'string') return value;
  try {
    parseWireDate(value);
  } catch {
    throw badRequest(`${field}: la fecha "${value}" no existe (se espera AAAA-MM-DD).`);
  }
  return value;
}

/** Refuses (400) a range whose start is after its end. */
export function checkRange(from: string | undefined, to: string | undefined, field: string): void {
  checkDate(from, `${field}.dateFrom`);
  checkDate(to, `${field}.dateTo`);
  if (from && to && from > to) throw badRequest(`${field}.dateFrom: ${from} es posterior a dateTo ${to}.`);
}

/** Refuses (400, naming the field) a text that is only blanks; answers it trimmed. */
export function nonBlank(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${field}: no puede estar vacío.`);
  return trimmed;
}
