import type { Kysely } from 'kysely';

/**
 * The claim check (issue 20, docs/decisions/0023):
 * - cover_letters.resume_text: the resume the letter was written from, with the form's highlight
 *   sections, so every later edit is checked against the same facts. Null for older letters.
 * - cover_letters.evidence: the check of the current text (JSON, the contract's LetterEvidence),
 *   shown as metadata.evidence. A column of its own, not inside metadata: the library list and
 *   the analytics read metadata for every letter and never need it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cover_letters').addColumn('resume_text', 'text').execute();
  await db.schema.alterTable('cover_letters').addColumn('evidence', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cover_letters').dropColumn('evidence').execute();
  await db.schema.alterTable('cover_letters').dropColumn('resume_text').execute();
}
