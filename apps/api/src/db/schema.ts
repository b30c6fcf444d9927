import type { ColumnType, Generated } from 'kysely';

// Row types of the tables of migrations/0001_initial.ts, for Kysely's typed queries. bigint ids are
// read as numbers and dates as 'YYYY-MM-DD' strings on both engines (database.ts sets the parsers).

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateColumn = ColumnType<string, string, string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface TenantsTable {
  tenant_id: string;
  name: string;
  created_at: Generated<Timestamp>;
}

export interface LoginsTable {
  email: string;
  tenant_id: string;
  account_id: number;
}

export interface ProfilesTable {
  tenant_id: string;
  id: number;
  name: string;
  access: Json<Record<string, string[]>>;
}

export interface AccountsTable {
  tenant_id: string;
  id: number;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: string | null;
  authorities: Generated<string[]>;
  level: string | null;
  profile_id: number | null;
  activated: Generated<boolean>;
  enabled: Generated<boolean>;
  temporal_pass: Generated<boolean>;
  default_critical_moment: number | null;
  geo_locations: Generated<number[]>;
  logical_locations: Generated<number[]>;
  critical_moments: Generated<number[]>;
  channels: Generated<number[]>;
  clusters: Generated<number[]>;
  grants: Generated<string[]>;
  created_at: Generated<Timestamp>;
  /** Tokens carry it; it moves on when the account's password, rights or scope change (migration 0011). */
  session_epoch: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PasswordTokensTable {
  tenant_id: string;
  token_hash: string;
  account_id: number;
  purpose: 'reset' | 'activation';
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SurveyResponsesTable {
  tenant_id: string;
  id: number;
  critical_moment_id: number;
  geo_location_id: number;
  logical_location_id: number;
  channel_id: number | null;
  cluster_id: number | null;
  status: 'ANSWERED' | 'NOT_ANSWERED' | 'INVALID' | 'IN_PROGRESS';
  created_at: Timestamp;
  customer_name: Generated<string>;
  customer_lastname: Generated<string>;
  customer_code: string;
  client_mode: Generated<string>;
  advisor: string | null;
  /** question id -> answer (number for NUMBER/DECIMAL, string for COMMENT/TEXT/CHOICE). */
  answers: Json<Record<string, number | string>>;
  context: Json<Record<string, unknown> | null> | null;
}

export interface ResponseCommentsTable {
  tenant_id: string;
  response_id: number;
  question_id: number;
  critical_moment_id: number;
  geo_location_id: number;
  created_at: Timestamp;
  text: string;
  sentiment: number;
  tags: string[];
}

export interface AnswerDailyTable {
  tenant_id: string;
  day: DateColumn;
  critical_moment_id: number;
  geo_location_id: number;
  question_id: number;
  n: number;
  sum: number;
  promoters: number;
  passives: number;
  detractors: number;
  top2: number;
}

export interface ResponseDailyTable {
  tenant_id: string;
  day: DateColumn;
  critical_moment_id: number;
  geo_location_id: number;
  status: string;
  n: number;
}

export interface TagDailyTable {
  tenant_id: string;
  day: DateColumn;
  critical_moment_id: number;
  geo_location_id: number;
  tag: string;
  positive: number;
  neutral: number;
  negative: number;
}

export interface AlertsTable {
  tenant_id: string;
  id: number;
  response_id: number | null;
  critical_moment_id: number;
  geo_location_id: number;
  type: 'INCIDENT' | 'RESCUE' | 'ABANDON' | 'WOW';
  status: 'NOT_HANDLED' | 'IN_PROCESS' | 'CLOSED';
  created_at: Timestamp;
  first_response_at: Timestamp | null;
  closed_at: Timestamp | null;
  description: Generated<string>;
}

export interface AlertDailyTable {
  tenant_id: string;
  day: DateColumn;
  critical_moment_id: number;
  geo_location_id: number;
  type: string;
  status: string;
  n: number;
}

export interface AlertCommentsTable {
  tenant_id: string;
  id: number;
  alert_id: number;
  author: string;
  text: string;
  created_at: Generated<Timestamp>;
}

export interface AlertEvidenceTable {
  tenant_id: string;
  id: number;
  alert_id: number;
  file_name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Generated<Timestamp>;
}

export interface NotificationsTable {
  tenant_id: string;
  id: number;
  workflow_name: string;
  status: string;
  customer_code: string;
  critical_moment_id: number;
  geo_location_id: number;
  created_at: Timestamp;
}

export interface SequencesTable {
  tenant_id: string;
  name: string;
  value: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** A tenant's trees as (node, ancestor) pairs, the node itself included (migration 0005). */
export interface TreePathsTable {
  tenant_id: string;
  tree: 'geo' | 'moment';
  node_id: number;
  ancestor_id: number;
}

/** The trees the roll-ups of a tenant were built with (a hash of its tree_paths). */
export interface RollupStateTable {
  tenant_id: string;
  trees_hash: string;
}

/** Every table, for Kysely<Database>. */
export interface Database {
  tenants: TenantsTable;
  logins: LoginsTable;
  profiles: ProfilesTable;
  accounts: AccountsTable;
  password_tokens: PasswordTokensTable;
  survey_responses: SurveyResponsesTable;
  response_comments: ResponseCommentsTable;
  answer_daily: AnswerDailyTable;
  response_daily: ResponseDailyTable;
  tag_daily: TagDailyTable;
  alerts: AlertsTable;
  alert_daily: AlertDailyTable;
  alert_comments: AlertCommentsTable;
  alert_evidence: AlertEvidenceTable;
  notifications: NotificationsTable;
  sequences: SequencesTable;
  meta: MetaTable;
  tree_paths: TreePathsTable;
  rollup_state: RollupStateTable;
  // The roll-ups have the columns of their daily tables; moment and geography are tree nodes.
  answer_rollup: AnswerDailyTable;
  tag_rollup: TagDailyTable;
  alert_rollup: AlertDailyTable;
  response_rollup: ResponseDailyTable;
  social_mentions: SocialMentionsTable;
  authoring_history: AuthoringHistoryTable;
}

/** A post about one of the tenant's places found on a social network (migration 0006). */
export interface SocialMentionsTable {
  tenant_id: string;
  id: number;
  /** Network key: facebook, instagram, x, google, tiktok, youtube… (social/networks.ts). */
  network: string;
  /** Channel of metadata.json the mentions arrive through (7, social networks). */
  channel_id: number;
  /** The place the post is about. */
  geo_location_id: number;
  posted_at: Timestamp;
  author: string;
  text: string;
  /** 1 positive, 0 neutral, −1 negative. */
  sentiment: number;
  keywords: Generated<string[]>;
  likes: Generated<number>;
  shares: Generated<number>;
  replies: Generated<number>;
}

/** What a change recorded in authoring_history did to its file. */
export type AuthoringAction = 'create' | 'update' | 'rename' | 'delete' | 'restore';

/** One change saved through the dashboard editor's API (migration 0007). */
export interface AuthoringHistoryTable {
  /** Tenant folder, or '_shared'. */
  tenant_id: string;
  id: number;
  /** File inside the folder ('cxo.json', 'fragments/venta.json'). */
  path: string;
  action: AuthoringAction;
  /** sha256 (hex) of `content`. */
  version: string;
  author_email: string;
  author_name: Generated<string>;
  at: Timestamp;
  summary: Generated<string>;
  /** The text as saved (for a deletion, the text before it). */
  content: string;
  /** The save's batch id while its file is being written (migration 0010); null once written. */
  pending: Generated<string | null>;
}
