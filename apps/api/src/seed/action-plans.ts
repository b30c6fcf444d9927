import { addDays, formatWireDate, toCalendarDate, toWireDate } from '@voz/core';
import type { FormulaName, IndicatorDefinition, SurveyIndicator } from '@voz/schema';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createRandom, type Random } from './random.js';
import type { TenantFiles } from '../tenants/TenantStore.js';
import {
  reserveIds,
  withActionPlanTables,
  type ActionPlanActivitiesTable,
  type ActionPlanActivityCommentsTable,
  type ActionPlanActivityEvidenceTable,
  type ActionPlanCausesTable,
  type ActionPlanLogsTable,
  type ActionPlansTable,
  type ActionPlanTemplatesTable,
  type PlanStatus,
  type TemplateActivity,
} from '../action-plans/tables.js';
import { nodeNames, planGeographies } from '../action-plans/tenant-lookups.js';
import { activityStatusOf } from '../action-plans/transitions.js';

// Demo action plans of one tenant, deterministic for a seed and a "today": plans at the tenant's
// plan-level geographies about its rating indicators, older plans further along (closed, some in
// the library, a few cancelled), recent ones open; causes, activities with progress, comments,
// small text evidence, the log of every step, and templates. Which indicators end up worst depends
// on the response data generated elsewhere, so every rating indicator gets templates: the worst
// ones always have some.

/** Options of generateActionPlans. */
export interface ActionPlanSeedOptions {
  /** Seed of the pseudo-random stream (mixed with the tenant id). */
  seed: number;
  /** The demo's "today": nothing is dated after it. */
  today: Date;
  /** Number of plans (default 36). */
  plans?: number;
}

/** The generated rows of one tenant, ids 1…n per table. */
export interface ActionPlanRows {
  /** Tenant folder name, the tenant_id of every row. */
  tenantId: string;
  plans: Insertable<ActionPlansTable>[];
  causes: Insertable<ActionPlanCausesTable>[];
  activities: Insertable<ActionPlanActivitiesTable>[];
  comments: Insertable<ActionPlanActivityCommentsTable>[];
  evidence: Insertable<ActionPlanActivityEvidenceTable>[];
  logs: Insertable<ActionPlanLogsTable>[];
  templates: Insertable<ActionPlanTemplatesTable>[];
}

const RATING_FORMULAS: ReadonlySet<FormulaName> = new Set<FormulaName>([
  'nps',
  'nps-10',
  'nps-5',
  'average',
  'wavg',
  'avgmax-10',
  'top-two-box',
]);

const DAY_MS = 86_400_000;

const CAUSES: readonly { text: string; category: string }[] = [
  { text: 'Tiempos de espera largos en la recepción', category: 'Tiempos' },
  { text: 'Falta de seguimiento después de la visita', category: 'Procesos' },
  { text: 'Información poco clara sobre plazos y costos', category: 'Comunicación' },
  { text: 'Rotación del personal de atención', category: 'Personas' },
  { text: 'Capacitación insuficiente en producto', category: 'Personas' },
  { text: 'Instalaciones y sala de espera poco cómodas', category: 'Infraestructura' },
  { text: 'Agenda saturada en horarios punta', category: 'Tiempos' },
  { text: 'Promesas de entrega no cumplidas', category: 'Procesos' },
  { text: 'Trato poco cordial en la primera atención', category: 'Personas' },
  { text: 'Canales de contacto que no responden', category: 'Comunicación' },
];

const ACTIVITIES: readonly string[] = [
  'Capacitar al equipo de atención en protocolo de bienvenida',
  'Llamar a los clientes detractores del último mes',
  'Revisar la agenda de citas y reforzar horarios punta',
  'Publicar plazos y costos estimados en la recepción',
  'Implementar un seguimiento telefónico a las 48 horas',
  'Mejorar la sala de espera (café, wifi, cargadores)',
  'Definir un responsable de cada entrega',
  'Auditar una muestra de atenciones con cliente incógnito',
  'Revisar los comentarios negativos en la reunión semanal',
  'Actualizar el guion de contacto del call center',
  'Medir el tiempo de espera en recepción durante dos semanas',
  'Reconocer a los asesores mejor evaluados',
];

const OWNERS: readonly string[] = [
  'Camila Rojas',
  'Matías González',
  'Valentina Muñoz',
  'Benjamín Díaz',
  'Isidora Pérez',
  'Tomás Soto',
  'Fernanda Contreras',
  'Diego Silva',
];

const COMMENTS: readonly string[] = [
  'Se coordinó con el jefe de sucursal; avanza según lo planificado.',
  'Quedan pendientes dos turnos por capacitar.',
  'Primeros resultados positivos en las encuestas de la semana.',
  'Se reprogramó por falta de personal, retomamos el lunes.',
  'Adjunto el acta de la reunión con el equipo.',
  'Los clientes contactados valoraron la llamada.',
  'Terminado; falta medir el efecto el próximo mes.',
];

const TEMPLATES: Record<
  'nps' | 'rating' | 'share',
  readonly { title: string; description: string; activities: TemplateActivity[] }[]
> = {
  nps: [
    {
      title: 'Recuperación de detractores',
      description: 'Contactar a los detractores, entender su caso y cerrar el ciclo con una solución.',
      activities: [
        { title: 'Llamar a los detractores dentro de 48 horas', dueInDays: 7 },
        { title: 'Registrar la causa de cada detracción', dueInDays: 14 },
        { title: 'Acordar una acción correctiva por causa repetida', dueInDays: 30 },
        { title: 'Volver a contactar para confirmar la solución', dueInDays: 45 },
      ],
    },
    {
      title: 'Convertir pasivos en promotores',
      description: 'Detectar lo que falta para que un cliente satisfecho recomiende.',
      activities: [
        { title: 'Analizar comentarios de los pasivos', dueInDays: 10 },
        { title: 'Definir un detalle diferenciador en la entrega', dueInDays: 30 },
        { title: 'Capacitar al equipo en el nuevo estándar', dueInDays: 45 },
      ],
    },
  ],
  rating: [
    {
      title: 'Plan de mejora de la atención',
      description: 'Reforzar el protocolo de atención en los puntos peor evaluados.',
      activities: [
        { title: 'Identificar los atributos peor evaluados', dueInDays: 7 },
        { title: 'Capacitar al equipo en protocolo de atención', dueInDays: 21 },
        { title: 'Auditar atenciones con cliente incógnito', dueInDays: 45 },
      ],
    },
    {
      title: 'Reducción de tiempos de espera',
      description: 'Medir y bajar los tiempos de espera que más molestan a los clientes.',
      activities: [
        { title: 'Medir tiempos de espera durante dos semanas', dueInDays: 14 },
        { title: 'Reorganizar la agenda en horarios punta', dueInDays: 30 },
        { title: 'Informar al cliente el tiempo estimado de espera', dueInDays: 30 },
        { title: 'Repetir la medición y comparar', dueInDays: 60 },
      ],
    },
  ],
  share: [
    {
      title: 'Aumentar la intención de volver',
      description: 'Cuidar el cierre de la experiencia y el contacto posterior.',
      activities: [
        { title: 'Llamada de seguimiento a la semana', dueInDays: 7 },
        { title: 'Ofrecer la próxima cita al cerrar la atención', dueInDays: 21 },
        { title: 'Revisar los motivos de no regreso', dueInDays: 30 },
      ],
    },
  ],
};

/** 32-bit FNV-1a of a string, to give each tenant its own stream from one seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function isRating(definition: IndicatorDefinition): definition is SurveyIndicator {
  return definition.source === 'survey' && RATING_FORMULAS.has(definition.formula);
}

/** A short Spanish label of an indicator, from its description ("NPS de venta", "satisfacción general…"). */
function indicatorLabel(code: string, definition: SurveyIndicator): string {
  const text = definition.description?.es ?? code;
  const short = (text.split(':')[0] ?? text)
    .replace(/\s*\(.*$/, '')
    .replace(/\.$/, '')
    .trim();
  const second = short.charAt(1);
  return second && second === second.toLowerCase() ? short.charAt(0).toLowerCase() + short.slice(1) : short;
}

/** Distinct items drawn without replacement. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0] as T);
  return out;
}

/** Status of a plan by its age in days, older plans further along. */
function statusByAge(random: Random, age: number): PlanStatus {
  if (age > 180) return random.weighted<PlanStatus>(['CLOSED', 'CANCELLED', 'IN_PROGRESS'], [70, 10, 20]);
  if (age > 60) return random.weighted<PlanStatus>(['IN_PROGRESS', 'CLOSED', 'OPEN', 'CANCELLED'], [50, 35, 10, 5]);
  return random.weighted<PlanStatus>(['OPEN', 'IN_PROGRESS'], [50, 50]);
}

/** The demo action plans, causes, activities, comments, evidence, logs and templates of a tenant. */
export function generateActionPlans(files: TenantFiles, options: ActionPlanSeedOptions): ActionPlanRows {
  const tenantId = files.id;
  const random = createRandom((options.seed ^ hash(tenantId)) >>> 0);
  const timeZone = files.tenant.value.timezone;
  const today = options.today;
  const wire = (at: Date): string => toWireDate(at, timeZone);
  const plusDays = (at: Date, days: number): string => formatWireDate(addDays(toCalendarDate(at, timeZone), days));
  const names = nodeNames(files);
  const geos = planGeographies(files);
  const geoPool = geos.length ? geos : [files.metadata.value.geographies.root.id];
  const indicators = Object.entries(files.indicators.value.indicators).filter(
    (entry): entry is [string, SurveyIndicator] => isRating(entry[1]),
  );
  const author = `analista@${tenantId}.demo`;
  const rows: ActionPlanRows = {
    tenantId,
    plans: [],
    causes: [],
    activities: [],
    comments: [],
    evidence: [],
    logs: [],
    templates: [],
  };
  const log = (planId: number, at: Date, action: string, detail: Record<string, unknown>): void => {
    rows.logs.push({
      tenant_id: tenantId,
      id: 0,
      plan_id: planId,
      account_id: null,
      author,
      action,
      detail: JSON.stringify(detail),
      created_at: at,
    });
  };

  const count = options.plans ?? 36;
  const ages = Array.from({ length: count }, () => random.int(0, 364)).sort((a, b) => b - a);
  ages.forEach((age, index) => {
    const planId = index + 1;
    const createdAt = new Date(today.getTime() - age * DAY_MS - random.int(1, 10 * 60) * 60_000);
    const entry = indicators.length ? random.pick(indicators) : undefined;
    const moment = entry?.[1].criticalMoments.find((id) => files.trees.criticalMoments.has(id)) ?? null;
    const geo = random.pick(geoPool);
    const status = statusByAge(random, age);
    const causes = sample(random, CAUSES, random.int(1, 3));
    const verb = random.pick(['Mejorar', 'Recuperar', 'Reforzar']);
    const subject = entry ? indicatorLabel(entry[0], entry[1]) : 'la experiencia de los clientes';
    const geoName = names.geographies.get(geo) ?? String(geo);
    const dueDate = plusDays(createdAt, random.int(30, 120));
    // Plans end some weeks after they start, never after today.
    const endAt =
      status === 'CLOSED' || status === 'CANCELLED'
        ? new Date(Math.min(today.getTime() - DAY_MS / 2, createdAt.getTime() + random.int(20, 150) * DAY_MS))
        : null;
    const startedAt = new Date(
      createdAt.getTime() +
        Math.min(random.int(1, 10) * DAY_MS, Math.max(0, today.getTime() - createdAt.getTime()) / 3),
    );
    const started = status !== 'OPEN' && !(status === 'CANCELLED' && random.chance(0.5));
    const library = status === 'CLOSED' && random.chance(0.4);
    let updatedAt = createdAt;
    const touch = (at: Date): Date => {
      if (at > updatedAt) updatedAt = at;
      return at;
    };

    log(planId, createdAt, 'CREATED', {
      title: `${verb} ${subject} en ${geoName}`,
      status: 'OPEN',
      geoLocationId: geo,
      causes: causes.length,
      activities: 0,
    });
    causes.forEach((cause, position) =>
      rows.causes.push({
        tenant_id: tenantId,
        id: rows.causes.length + 1,
        plan_id: planId,
        position,
        text: cause.text,
        category: cause.category,
      }),
    );

    const lastWorkDay = endAt ?? today;
    for (const title of sample(random, ACTIVITIES, random.int(2, 5))) {
      const activityId = rows.activities.length + 1;
      const addedAt = new Date(createdAt.getTime() + random.int(5, 120) * 60_000);
      const progress =
        status === 'CLOSED'
          ? 100
          : status === 'OPEN'
            ? random.chance(0.2)
              ? random.pick([10, 20])
              : 0
            : started
              ? random.pick([0, 20, 40, 50, 60, 80, 100])
              : 0;
      const span = Math.max(0, lastWorkDay.getTime() - addedAt.getTime());
      const progressAt = new Date(addedAt.getTime() + Math.floor(random.next() * span));
      log(planId, touch(addedAt), 'ACTIVITY_ADDED', { activityId, title });
      rows.activities.push({
        tenant_id: tenantId,
        id: activityId,
        plan_id: planId,
        title,
        description: '',
        owner: random.pick(OWNERS),
        due_date: plusDays(createdAt, random.int(7, 90)),
        progress,
        status: activityStatusOf(progress),
        created_at: addedAt,
        updated_at: progress > 0 ? progressAt : addedAt,
      });
      if (progress > 0) {
        log(planId, touch(progressAt), 'PROGRESS_CHANGED', { activityId, from: 0, to: progress });
        for (let c = random.int(0, 2); c > 0; c--) {
          const commentId = rows.comments.length + 1;
          const at = new Date(addedAt.getTime() + Math.floor(random.next() * span));
          rows.comments.push({
            tenant_id: tenantId,
            id: commentId,
            activity_id: activityId,
            plan_id: planId,
            author_id: null,
            author,
            text: random.pick(COMMENTS),
            created_at: at,
          });
          log(planId, touch(at), 'COMMENT_ADDED', { activityId, commentId });
        }
      }
      if (progress === 100 && random.chance(0.3)) {
        const evidenceId = rows.evidence.length + 1;
        const fileName = `acta-actividad-${activityId}.txt`;
        const data = new TextEncoder().encode(
          `Acta de cierre\nActividad: ${title}\nPlan: ${planId}\nFecha: ${wire(progressAt)}\n`,
        );
        rows.evidence.push({
          tenant_id: tenantId,
          id: evidenceId,
          activity_id: activityId,
          plan_id: planId,
          file_name: fileName,
          content_type: 'text/plain',
          size: data.length,
          data,
          uploaded_by: author,
          created_at: progressAt,
        });
        log(planId, touch(progressAt), 'EVIDENCE_ADDED', {
          activityId,
          files: [{ id: evidenceId, fileName, size: data.length }],
        });
      }
    }

    if (started) log(planId, touch(startedAt), 'STATUS_CHANGED', { from: 'OPEN', to: 'IN_PROGRESS' });
    if (endAt) {
      log(planId, touch(endAt), 'STATUS_CHANGED', { from: started ? 'IN_PROGRESS' : 'OPEN', to: status });
      if (library)
        log(planId, touch(new Date(endAt.getTime() + 3_600_000)), 'LIBRARY_CHANGED', { from: false, to: true });
    }
    rows.plans.push({
      tenant_id: tenantId,
      id: planId,
      title: `${verb} ${subject} en ${geoName}`,
      description: `Plan para abordar: ${causes.map((c) => c.text.toLowerCase()).join('; ')}.`,
      status,
      library,
      geo_location_id: geo,
      critical_moment_id: moment,
      indicator_id: entry?.[0] ?? null,
      created_by_id: null,
      created_by: author,
      created_at: createdAt,
      updated_at: updatedAt,
      due_date: dueDate,
      closed_at: status === 'CLOSED' ? endAt : null,
    });
  });

  // The log in time order, then numbered.
  rows.logs.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  rows.logs.forEach((row, i) => (row.id = i + 1));

  for (const [code, definition] of indicators) {
    const kind = definition.formula.startsWith('nps')
      ? 'nps'
      : definition.formula === 'top-two-box'
        ? 'share'
        : 'rating';
    for (const template of TEMPLATES[kind]) {
      rows.templates.push({
        tenant_id: tenantId,
        id: rows.templates.length + 1,
        indicator_id: code,
        title: template.title,
        description: `${template.description} Indicador: ${indicatorLabel(code, definition)}.`,
        activities: JSON.stringify(template.activities),
      });
    }
  }
  return rows;
}

const CHUNK = 500;

/**
 * Writes a tenant's generated rows, replacing the action-plan rows it had, and moves the id
 * sequences past them. Runs in one transaction (the caller's when `db` is one).
 */
export async function writeActionPlans(db: Kysely<Database>, rows: ActionPlanRows): Promise<void> {
  const write = async (handle: Kysely<Database>): Promise<void> => {
    const trx = withActionPlanTables(handle);
    const tenantId = rows.tenantId;
    // Children first; the foreign keys cascade anyway, but the log and templates have none.
    for (const table of [
      'action_plan_logs',
      'action_plan_templates',
      'action_plan_activity_evidence',
      'action_plan_activity_comments',
      'action_plan_activities',
      'action_plan_causes',
      'action_plans',
    ] as const) {
      await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
    }
    const chunks = <T>(values: readonly T[]): T[][] => {
      const out: T[][] = [];
      for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
      return out;
    };
    for (const part of chunks(rows.plans)) await trx.insertInto('action_plans').values(part).execute();
    for (const part of chunks(rows.causes)) await trx.insertInto('action_plan_causes').values(part).execute();
    for (const part of chunks(rows.activities)) await trx.insertInto('action_plan_activities').values(part).execute();
    for (const part of chunks(rows.comments)) {
      await trx.insertInto('action_plan_activity_comments').values(part).execute();
    }
    for (const part of chunks(rows.evidence)) {
      await trx.insertInto('action_plan_activity_evidence').values(part).execute();
    }
    for (const part of chunks(rows.logs)) await trx.insertInto('action_plan_logs').values(part).execute();
    for (const part of chunks(rows.templates)) await trx.insertInto('action_plan_templates').values(part).execute();
    // Reserving zero ids moves each sequence to the table's highest id without taking one.
    for (const table of [
      'action_plans',
      'action_plan_causes',
      'action_plan_activities',
      'action_plan_activity_comments',
      'action_plan_activity_evidence',
      'action_plan_logs',
      'action_plan_templates',
    ] as const) {
      await reserveIds(trx, tenantId, table, 0);
    }
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}
