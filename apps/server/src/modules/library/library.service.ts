import {
  COVER_LETTER_VERSIONS_KEPT,
  type CoverLetter,
  type CoverLetterSummary,
  type CoverLetterVersion,
  can,
  coverLetterMessages,
  type ExportFormat,
  type LetterTextOrigin,
  limitOf,
  plans,
  savedLimitMessage,
} from '@jobpeel/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { CoverLetterRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { DAY_MS } from '../../lib/time';
import type { Viewer } from '../../lib/viewer';
import type { UsersRepository } from '../users/users.repository';
import { toCoverLetterListItem, toCoverLetterView, toVersionView } from './cover-letter-view';
import type { CoverLettersRepository } from './cover-letters.repository';
import { evidenceJson, type LetterCheck } from './letter-check';
import { type ExportFile, exportLetter } from './letter-export';
import type { VersionsRepository } from './versions.repository';

export interface LibraryServiceDeps {
  db: Db;
  letters: CoverLettersRepository;
  versions: VersionsRepository;
  users: UsersRepository;
  /** The claim check, off the event loop; null when it could not run (the edit is stored anyway). */
  checkText: LetterCheck;
  now: () => number;
}

const letterNotFound = () => notFound('Cover letter not found');

/**
 * The library: a user's letters after generation. Edits keep the text they replace as a version,
 * saving is limited per plan, and unsaved letters past the plan's window are cleaned up
 * (docs/product.md §3, docs/decisions/0007). Every query carries the owner: other users' letters are
 * simply not found.
 */
export function createLibraryService(deps: LibraryServiceDeps) {
  const { db, letters, versions, users, checkText, now } = deps;

  /**
   * Replaces the letter's text, keeping the current one as a version, with `evidence` (the
   * claim check of the new text, stored JSON). Unchanged text is a no-op.
   */
  async function replaceText(
    tx: DbOrTx,
    letter: CoverLetterRow,
    text: string,
    origin: LetterTextOrigin,
    evidence: string | null,
  ): Promise<CoverLetterRow> {
    const current = letter.content ?? letter.generated_content;
    if (text === current) return letter;
    const at = now();
    await versions.insert(tx, {
      cover_letter_id: letter.id,
      user_id: letter.user_id,
      content: current,
      origin: letter.content_origin,
      created_at: letter.updated_at,
      replaced_at: at,
    });
    await versions.prune(tx, letter.id, COVER_LETTER_VERSIONS_KEPT);
    return letters.update(tx, letter.id, { content: text, content_origin: origin, updated_at: at, evidence });
  }

  async function lockedLetter(tx: DbOrTx, userId: number, id: number): Promise<CoverLetterRow> {
    const letter = await letters.lockForUser(tx, userId, id);
    if (!letter) throw letterNotFound();
    return letter;
  }

  async function find(userId: number, id: number): Promise<CoverLetterRow> {
    const letter = await letters.findForUser(db, userId, id);
    if (!letter) throw letterNotFound();
    return letter;
  }

  return {
    /** The library list: each letter's metadata (no texts), newest first. */
    list: async (viewer: Viewer): Promise<CoverLetterSummary[]> =>
      (await letters.listForUser(db, viewer.id)).map((row) => toCoverLetterListItem(row, viewer.plan)),

    get: async (viewer: Viewer, id: number): Promise<CoverLetter> =>
      toCoverLetterView(await find(viewer.id, id), viewer.plan),

    // The check runs (in a worker thread) on a first read, before the transaction: the resume,
    // the posting and the date it reads never change, and the row lock (in SQLite, the write
    // lock) is not held while it runs.
    async updateContent(viewer: Viewer, id: number, content: string): Promise<CoverLetter> {
      const evidence = evidenceJson(await checkText(content, await find(viewer.id, id)));
      const letter = await db
        .transaction()
        .execute(async (tx) =>
          replaceText(tx, await lockedLetter(tx, viewer.id, id), content, 'edited', evidence),
        );
      return toCoverLetterView(letter, viewer.plan);
    },

    async versions(userId: number, id: number): Promise<CoverLetterVersion[]> {
      // One read of the letter first: a missing letter is a 404, not an empty list.
      await find(userId, id);
      return (await versions.listForLetter(db, userId, id)).map(toVersionView);
    },

    // Versions never change once kept: the check of one runs before the transaction too.
    async restore(viewer: Viewer, id: number, versionId: number): Promise<CoverLetter> {
      const letter = await find(viewer.id, id);
      const kept = await versions.find(db, viewer.id, id, versionId);
      if (!kept) throw notFound('Version not found');
      const evidence = evidenceJson(await checkText(kept.content, letter));
      const restored = await db.transaction().execute(async (tx) => {
        const locked = await lockedLetter(tx, viewer.id, id);
        const version = await versions.find(tx, viewer.id, id, versionId);
        if (!version) throw notFound('Version not found');
        return replaceText(tx, locked, version.content, 'restored', evidence);
      });
      return toCoverLetterView(restored, viewer.plan);
    },

    /**
     * Marks a letter saved. The saved-letter limit is checked under the user's row lock, so two
     * concurrent saves (even from two processes) cannot both take the last place.
     */
    async save(viewer: Viewer, id: number): Promise<CoverLetter> {
      const saved = await db.transaction().execute(async (tx) => {
        await users.lockUserRow(tx, viewer.id);
        const letter = await letters.findForUser(tx, viewer.id, id);
        if (!letter) throw letterNotFound();
        if (letter.saved === 1) return letter;
        const limit = limitOf(viewer.plan, 'savedLetters');
        if (limit !== null && (await letters.countSaved(tx, viewer.id)) >= limit) {
          throw new AppError(403, 'SAVED_LIMIT_REACHED', savedLimitMessage(viewer.plan, limit));
        }
        return letters.update(tx, letter.id, { saved: 1 });
      });
      return toCoverLetterView(saved, viewer.plan);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await letters.deleteForUser(db, userId, id))) throw letterNotFound();
    },

    /** The letter as a file. The owner check comes first: another user's letter is a 404 whatever the plan. */
    async export(viewer: Viewer, id: number, format: ExportFormat): Promise<ExportFile> {
      const letter = await find(viewer.id, id);
      if (!can(viewer.plan, 'exportFormats', format))
        throw new AppError(403, 'EXPORT_LOCKED', coverLetterMessages.exportLocked);
      return exportLetter(letter, format);
    },

    /** The scheduled clean-up: unsaved letters older than their owner's plan window. Saved ones stay. */
    async purgeExpired(): Promise<number> {
      let removed = 0;
      for (const plan of plans) {
        const days = limitOf(plan, 'unsavedRetentionDays');
        if (days === null) continue;
        removed += await letters.deleteUnsavedBefore(db, now() - days * DAY_MS, plan);
      }
      return removed;
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
