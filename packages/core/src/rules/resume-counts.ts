import type { IndicatorRow } from '../rows/indicator-row.js';

// The `resumeCounts` mapper (schemas/widget.schema.json MapperName): dashboard/resume and
// dashboard/status answer one object, `{ workflowName, resume: { notifications, sent, error,
// opened, clicked, answered, queued, processed } }` (platform-core §4, §7; dashboard-catalogue
// §3.2 "resume"), which a data source reads as one row. The mapper turns its `resume` into one
// row per registered-survey status, in the catalogue's order ("registered (notifications), sent,
// error, opened, clicked, answered, queued, processed"), so bar and detailed-bar widgets draw the
// route directly. `notifications` is the total of registered surveys.

/**
 * Every status of a survey invitation (platform-core §3), in the catalogue's order. The backend's
 * rows and parameters and the `resume` object below all read this one list.
 */
export const NOTIFICATION_STATUSES = [
  'registered',
  'sent',
  'error',
  'opened',
  'clicked',
  'answered',
  'queued',
  'processed',
] as const;

/** A status of a survey invitation. */
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

type Rest<T extends readonly unknown[]> = T extends readonly [unknown, ...infer R] ? R : never;

/**
 * The statuses of `resume`, in the catalogue's order: the invitation statuses with `registered`
 * given as `notifications`, the total of registered surveys.
 */
export const RESUME_STATUSES = ['notifications', ...NOTIFICATION_STATUSES.slice(1)] as unknown as readonly [
  'notifications',
  ...Rest<typeof NOTIFICATION_STATUSES>,
];

/** A status of `resume`. */
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

/** Names of the invitation statuses (Spanish first, as the indicators' descriptions give them). */
export const NOTIFICATION_STATUS_LABELS: Readonly<Record<'es' | 'en', Readonly<Record<NotificationStatus, string>>>> = {
  es: {
    registered: 'Registradas',
    sent: 'Enviadas',
    error: 'Con error',
    opened: 'Abiertas',
    clicked: 'Con clic',
    answered: 'Respondidas',
    queued: 'En cola',
    processed: 'Procesadas',
  },
  en: {
    registered: 'Registered',
    sent: 'Sent',
    error: 'Error',
    opened: 'Opened',
    clicked: 'Clicked',
    answered: 'Answered',
    queued: 'Queued',
    processed: 'Processed',
  },
};

/** Names of the statuses of `resume`: `notifications`, the registered surveys, is named as `registered`. */
export const RESUME_STATUS_LABELS: Readonly<Record<'es' | 'en', Readonly<Record<ResumeStatus, string>>>> = {
  es: { ...NOTIFICATION_STATUS_LABELS.es, notifications: NOTIFICATION_STATUS_LABELS.es.registered },
  en: { ...NOTIFICATION_STATUS_LABELS.en, notifications: NOTIFICATION_STATUS_LABELS.en.registered },
};

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

/**
 * One row per status of the `resume` object of the rows (several rows, e.g. one per workflow, are
 * added up): group and groupId the status key, groupName and label its name in `language`
 * (Spanish unless 'en'), value and count the surveys in that status. Rows without a `resume`
 * object are left as they are, so the mapper may be set on a widget before its url is.
 */
export function resumeCountRows(rows: readonly IndicatorRow[], language: string = 'es'): IndicatorRow[] {
  const resumes = rows
    .map((row) => row.resume)
    .filter((resume): resume is Record<string, unknown> => typeof resume === 'object' && resume !== null);
  if (resumes.length === 0) return [...rows];
  const labels = RESUME_STATUS_LABELS[language === 'en' ? 'en' : 'es'];
  return RESUME_STATUSES.map((status): IndicatorRow => {
    const n = resumes.reduce((sum, resume) => sum + countOf(resume[status]), 0);
    return { group: status, groupId: status, groupName: labels[status], label: labels[status], value: n, count: n };
  });
}
