import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types shared by SQLite and PostgreSQL. Times are epoch milliseconds (bigint in
 * PostgreSQL, parsed to number) and flags are 0/1 integers, so the same repository code reads
 * the same values from both databases.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  /** Lower-cased username: uniqueness ignores case. */
  username_normalized: string;
  password_hash: string;
  subscription_status: Generated<string>;
  subscription_period_end: number | null;
  daily_cover_letter_count: Generated<number>;
  daily_count_day: string | null;
  bonus_cover_letters: Generated<number>;
  username_changed_at: number | null;
  created_at: number;
  updated_at: number;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Creation time (ms) of the last subscription event applied; older events are ignored. */
  subscription_event_at: number | null;
  /** 1 when the paid plan ends at subscription_period_end instead of renewing. */
  subscription_cancel_at_period_end: Generated<number>;
  /** Created on first use (GET /api/referral); unique. */
  referral_code: string | null;
  referral_code_refreshed_at: number | null;
  referred_by_user_id: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  ip: string | null;
}

export interface FingerprintsTable {
  id: Generated<number>;
  user_id: number;
  hash: string;
  /** The browser's own random id (null for rows recorded before 0011 and clients without one). */
  device_id: string | null;
  device_info: string | null;
  event: string;
  created_at: number;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  consumed_at: number | null;
  superseded_at: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number;
  sent_at: number | null;
  /** text_body without its secret; replaces it once the message was delivered or logged. */
  redacted_body: string | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface TemplatesTable {
  id: number;
  name: string;
  style: string;
  sort_order: number;
}

export interface CoverLettersTable {
  id: Generated<number>;
  user_id: number;
  title: string | null;
  template_id: number;
  job_description: string;
  job_url: string | null;
  generated_content: string;
  content: string | null;
  length: string;
  recipient: string;
  /** JSON: analysis, keywords, matchScore, missingKeywords, role, company, engine, model, claimRepair. */
  metadata: string;
  /** The resume the letter was written from, with its highlight sections; null for older letters. */
  resume_text: string | null;
  /** JSON: the claim check of the current text (LetterEvidence); null without resume_text. */
  evidence: string | null;
  /** generated | edited | restored: where the current text came from. */
  content_origin: Generated<string>;
  saved: Generated<number>;
  created_at: number;
  /** When the current text was written (saving to the library does not change it). */
  updated_at: number;
}

/** An earlier text of a letter, kept when an edit or a restore replaced it. */
export interface CoverLetterVersionsTable {
  id: Generated<number>;
  cover_letter_id: number;
  user_id: number;
  content: string;
  origin: string;
  /** When this text was written. */
  created_at: number;
  replaced_at: number;
}

export interface CoverLetterPresetsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_normalized: string;
  template_id: number;
  length: string;
  recipient: string;
  custom_recipient: string | null;
  created_at: number;
  updated_at: number;
}

/** A saved resume: the user's default (name null, is_default 1) or a named one. */
export interface ResumesTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  is_default: Generated<number>;
  resume_text: string;
  contact_info: string;
  skills_highlights: string;
  education_highlights: string;
  key_achievements: string;
  experience: string;
  created_at: number;
  updated_at: number;
}

export interface GenerationLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** The UTC day the daily count was taken on (YYYY-MM-DD). */
  day: string;
  used_bonus: Generated<number>;
  /** reserved | completed | refunded */
  status: string;
  created_at: number;
  /** The reserving process's PROCESS_ID and the id of that run (null before 0010). */
  owner_instance: string | null;
  owner_boot_id: string | null;
}

/** A Stripe (or test-mode) event, recorded in the same transaction as its effect. */
export interface BillingEventsTable {
  id: string;
  type: string;
  created_at: number;
  processed_at: number;
  user_id: number | null;
}

/** A checkout or portal visit served by the app itself when no Stripe keys are configured. */
export interface BillingTestSessionsTable {
  id: string;
  user_id: number;
  /** checkout | portal */
  kind: string;
  tier: string | null;
  /** open | completed | canceled */
  status: string;
  created_at: number;
  expires_at: number;
}

export interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  /** Lower-cased. */
  email: string;
  invited_user_id: number | null;
  /** pending | completed */
  status: string;
  /** invite | link */
  source: string;
  self_referral: Generated<number>;
  sent_at: number;
  completed_at: number | null;
  referrer_bonus: Generated<number>;
  invitee_bonus: Generated<number>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML rendered from the Markdown file. */
  content_html: string;
  cover_image: string | null;
  /** JSON array of strings. */
  tags: Generated<string>;
  author: string | null;
  published_at: number;
  /** sha256 of the source file (and the renderer version): unchanged files are skipped at start. */
  source_hash: string;
  updated_at: number;
}

/** Changes with every write to a user's cover letters (kept by triggers, migration 0007). */
export interface LibraryRevisionsTable {
  user_id: number;
  revision: number;
}

export interface Database {
  library_revisions: LibraryRevisionsTable;
  blog_posts: BlogPostsTable;
  billing_events: BillingEventsTable;
  billing_test_sessions: BillingTestSessionsTable;
  referrals: ReferralsTable;
  templates: TemplatesTable;
  cover_letters: CoverLettersTable;
  cover_letter_versions: CoverLetterVersionsTable;
  cover_letter_presets: CoverLetterPresetsTable;
  resumes: ResumesTable;
  generation_ledger: GenerationLedgerTable;
  users: UsersTable;
  sessions: SessionsTable;
  fingerprints: FingerprintsTable;
  password_reset_codes: PasswordResetCodesTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ResetCodeRow = Selectable<PasswordResetCodesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type TemplateRow = Selectable<TemplatesTable>;
export type CoverLetterRow = Selectable<CoverLettersTable>;
export type CoverLetterVersionRow = Selectable<CoverLetterVersionsTable>;
export type PresetRow = Selectable<CoverLetterPresetsTable>;
export type ResumeRow = Selectable<ResumesTable>;
export type ReferralRow = Selectable<ReferralsTable>;
export type BillingTestSessionRow = Selectable<BillingTestSessionsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
