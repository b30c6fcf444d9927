import type { Question } from '@voz/schema';
import type { MetadataNames } from './metadataNames.js';

/** One answered question of a response, as platform-core §3 lists it. */
export interface QuestionResponse {
  questionId: number;
  /** Short name (metadata.json). */
  questionName: string;
  /** The question as asked, in Spanish. */
  questionText: string;
  questionType: Question['type'];
  /** The answer of a NUMBER question (null when several or not a number). */
  numberAnswer: number | null;
  /** The answer of a DECIMAL question (null when several or not a number). */
  decimalAnswer: number | null;
  /** The answer of a COMMENT question (several joined with ' | '). */
  commentAnswer: string | null;
  /** The answer of a TEXT or CHOICE question (several joined with ' | '). */
  textAnswer: string | null;
  /** The answer as shown (several joined with ' | '). */
  answerFormated: string;
}

/** JSON Schema of a QuestionResponse (answers serialised through it). */
export const questionResponseSchema = {
  type: 'object',
  required: [
    'questionId',
    'questionName',
    'questionText',
    'questionType',
    'numberAnswer',
    'decimalAnswer',
    'commentAnswer',
    'textAnswer',
    'answerFormated',
  ],
  properties: {
    questionId: { type: 'integer' },
    questionName: { type: 'string' },
    questionText: { type: 'string' },
    questionType: { type: 'string', enum: ['NUMBER', 'DECIMAL', 'COMMENT', 'CHOICE', 'TEXT', 'CALCULATED'] },
    numberAnswer: { type: ['number', 'null'] },
    decimalAnswer: { type: ['number', 'null'] },
    commentAnswer: { type: ['string', 'null'] },
    textAnswer: { type: ['string', 'null'] },
    answerFormated: { type: 'string' },
  },
} as const;

/** An answer as stored in survey_responses.answers (several answers as an array). */
export type StoredAnswer = number | string | boolean | null | StoredAnswer[] | { [key: string]: unknown };

/** Separator of several answers to one question (platform-core §3). */
export const ANSWER_SEPARATOR = ' | ';

function answerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function asNumber(values: readonly unknown[]): number | null {
  if (values.length !== 1) return null;
  const [value] = values;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** Whether a question is left out of response details: CALCULATED, or marked hidden (sentiment, tag links). */
export function isHiddenQuestion(question: Question): boolean {
  return question.type === 'CALCULATED' || question.hidden === true;
}

/**
 * The visible answered questions of a response: hidden and CALCULATED questions and ids unknown
 * to metadata.json are left out, several answers to one question are joined with ' | ', and the
 * order is the tenant's questionsOrder (listed ids first, in that order) and then the question id.
 */
export function questionResponsesOf(
  answers: Readonly<Record<string, unknown>>,
  questions: ReadonlyMap<number, Question>,
  questionsOrder: readonly number[] | undefined,
): QuestionResponse[] {
  const rank = new Map((questionsOrder ?? []).map((id, i) => [id, i] as const));
  const out: QuestionResponse[] = [];
  for (const [key, raw] of Object.entries(answers)) {
    const question = questions.get(Number(key));
    if (!question || isHiddenQuestion(question)) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined);
    if (values.length === 0) continue;
    const joined = values.map(answerText).join(ANSWER_SEPARATOR);
    const type = question.type;
    out.push({
      questionId: question.id,
      questionName: question.name,
      questionText: question.text.es,
      questionType: type,
      numberAnswer: type === 'NUMBER' ? asNumber(values) : null,
      decimalAnswer: type === 'DECIMAL' ? asNumber(values) : null,
      commentAnswer: type === 'COMMENT' ? joined : null,
      textAnswer: type === 'TEXT' || type === 'CHOICE' ? joined : null,
      answerFormated: joined,
    });
  }
  const unranked = Number.MAX_SAFE_INTEGER;
  return out.sort(
    (a, b) =>
      (rank.get(a.questionId) ?? unranked) - (rank.get(b.questionId) ?? unranked) || a.questionId - b.questionId,
  );
}

/** humanSurvey: question name -> formatted answer, in the order of the question responses. */
export function humanSurveyOf(responses: readonly QuestionResponse[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of responses) {
    // Two questions of one survey may share a short name; the id keeps both.
    const key = Object.hasOwn(out, r.questionName) ? `${r.questionName} (${r.questionId})` : r.questionName;
    out[key] = r.answerFormated;
  }
  return out;
}

/** What formatSurveyResponse reads of a survey_responses row. */
export interface SurveyResponseSource {
  id: number;
  status: string;
  critical_moment_id: number;
  geo_location_id: number;
  logical_location_id: number;
  channel_id: number | null;
  cluster_id: number | null;
  created_at: Date;
  customer_name: string;
  customer_lastname: string;
  customer_code: string;
  client_mode: string;
  advisor: string | null;
  answers: Record<string, unknown>;
  context: Record<string, unknown> | null;
}

/** A survey response as the API answers it (platform-core §3). */
export interface SurveyResponseRecord {
  id: number;
  status: string;
  customerName: string;
  customerLastname: string;
  customerCode: string;
  criticalMomentId: number;
  /** Name of the critical moment (metadata.json). */
  criticalMomentDescription: string;
  geoLocationId: number;
  /** Name of the geography (metadata.json). */
  geoLocationDescription: string;
  logicalLocationId: number;
  logicalLocationDescription: string;
  channelId: number | null;
  channelDescription: string | null;
  clusterId: number | null;
  /** ISO 8601 instant. */
  createdAt: string;
  /** app or web. */
  clientMode: string;
  advisor: string | null;
  /** Question name -> formatted answer (visible questions only). */
  humanSurvey: Record<string, string>;
  /** Question id -> answer as stored. */
  responseValues: Record<string, unknown>;
  /** The response's operation (the bus tenant's trip), or null. */
  surveyResponseContext: { surveyOperation: Record<string, unknown> | null };
  /** Visible answered questions (only in the detail). */
  questionResponses?: QuestionResponse[];
}

/** Formats a row as the §3 record; `withQuestions` adds questionResponses (the detail). */
export function formatSurveyResponse(
  row: SurveyResponseSource,
  names: MetadataNames,
  questionsOrder: readonly number[] | undefined,
  withQuestions: boolean,
): SurveyResponseRecord {
  const answers = row.answers;
  const questionResponses = questionResponsesOf(answers, names.questions, questionsOrder);
  const record: SurveyResponseRecord = {
    id: row.id,
    status: row.status,
    customerName: row.customer_name,
    customerLastname: row.customer_lastname,
    customerCode: row.customer_code,
    criticalMomentId: row.critical_moment_id,
    criticalMomentDescription: names.criticalMoments.get(row.critical_moment_id) ?? String(row.critical_moment_id),
    geoLocationId: row.geo_location_id,
    geoLocationDescription: names.geographies.get(row.geo_location_id) ?? String(row.geo_location_id),
    logicalLocationId: row.logical_location_id,
    logicalLocationDescription: names.logicals.get(row.logical_location_id) ?? String(row.logical_location_id),
    channelId: row.channel_id,
    channelDescription: row.channel_id === null ? null : (names.channels.get(row.channel_id) ?? null),
    clusterId: row.cluster_id,
    createdAt: row.created_at.toISOString(),
    clientMode: row.client_mode,
    advisor: row.advisor,
    humanSurvey: humanSurveyOf(questionResponses),
    responseValues: answers,
    surveyResponseContext: { surveyOperation: row.context },
  };
  if (withQuestions) record.questionResponses = questionResponses;
  return record;
}
