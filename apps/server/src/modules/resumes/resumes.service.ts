import {
  type createSavedResumeSchema,
  emptyResumeBoxes,
  type ResumeBody,
  type ResumeSectionKey,
  resumeSectionKeys,
  SAVED_RESUMES_PER_USER_MAX,
  type SavedResume,
  type SavedResumeListItem,
  type saveDefaultResumeSchema,
  savedResumeMessages,
  type updateSavedResumeSchema,
} from '@jobpeel/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ResumeRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { toIso } from '../../lib/time';
import type { UsersRepository } from '../users/users.repository';
import type { ResumeContent, ResumesRepository } from './resumes.repository';

type SaveDefaultInput = z.output<typeof saveDefaultResumeSchema>;
type CreateInput = z.output<typeof createSavedResumeSchema>;
type UpdateInput = z.output<typeof updateSavedResumeSchema>;

/** The default resume's answer when none is saved: every box empty. */
export const emptyResumeBody: ResumeBody = { ...emptyResumeBoxes, updatedAt: null };

/** The column that keeps each of the contract's resume sections. */
const sectionColumn = {
  contactInfo: 'contact_info',
  skillsHighlights: 'skills_highlights',
  educationHighlights: 'education_highlights',
  keyAchievements: 'key_achievements',
  experience: 'experience',
} as const satisfies Record<ResumeSectionKey, keyof ResumeRow>;
type SectionColumns = Pick<ResumeContent, (typeof sectionColumn)[ResumeSectionKey]>;

function toResumeBody(row: ResumeRow | undefined): ResumeBody {
  if (!row) return emptyResumeBody;
  const body: ResumeBody = {
    ...emptyResumeBody,
    resumeText: row.resume_text,
    updatedAt: toIso(row.updated_at),
  };
  for (const key of resumeSectionKeys) body[key] = row[sectionColumn[key]];
  return body;
}

function toSavedResumeView(row: ResumeRow): SavedResume {
  return { ...toResumeBody(row), id: row.id, name: row.name ?? '' };
}

function toResumeListItem(row: ResumeRow): SavedResumeListItem {
  return {
    id: row.id,
    name: row.name ?? '',
    createdAt: toIso(row.created_at)!,
    updatedAt: toIso(row.updated_at)!,
  };
}

const resumeNotFound = () => notFound('Resume not found');

function sectionColumns(input: Record<ResumeSectionKey, string>): SectionColumns {
  const columns = {} as SectionColumns;
  for (const key of resumeSectionKeys) columns[sectionColumn[key]] = input[key];
  return columns;
}

/** Saved resumes (docs/product.md §6, §8): the user's default one, and up to 20 named ones. */
export function createResumesService(deps: {
  db: Db;
  resumes: ResumesRepository;
  users: UsersRepository;
  now: () => number;
}) {
  const { db, resumes, users, now } = deps;

  async function find(userId: number, id: number): Promise<ResumeRow> {
    const row = await resumes.findNamed(db, userId, id);
    if (!row) throw resumeNotFound();
    return row;
  }

  return {
    getDefault: async (userId: number): Promise<ResumeBody> =>
      toResumeBody(await resumes.findDefault(db, userId)),

    async saveDefault(userId: number, input: SaveDefaultInput): Promise<ResumeBody> {
      const content: ResumeContent = { resume_text: input.resumeText, ...sectionColumns(input) };
      return toResumeBody(await resumes.upsertDefault(db, userId, content, now()));
    },

    list: async (userId: number): Promise<SavedResumeListItem[]> =>
      (await resumes.listNamed(db, userId)).map(toResumeListItem),

    get: async (userId: number, id: number): Promise<SavedResume> =>
      toSavedResumeView(await find(userId, id)),

    async create(userId: number, input: CreateInput): Promise<SavedResumeListItem> {
      const row = await db.transaction().execute(async (tx) => {
        // Held to the end, so two saves cannot both take the last place.
        await users.lockUserRow(tx, userId);
        if ((await resumes.countNamed(tx, userId)) >= SAVED_RESUMES_PER_USER_MAX) {
          throw new AppError(400, 'RESUME_LIMIT_REACHED', savedResumeMessages.tooMany);
        }
        const content: ResumeContent = { resume_text: input.content, ...sectionColumns(input) };
        return resumes.insertNamed(tx, userId, input.name, content, now());
      });
      return toResumeListItem(row);
    },

    /** Renames; the text and each section change only when sent (null clears a section). */
    async update(userId: number, id: number, input: UpdateInput): Promise<SavedResumeListItem> {
      const changes: Parameters<ResumesRepository['updateNamed']>[3] = {
        name: input.name,
        updated_at: now(),
      };
      if (input.content !== undefined) changes.resume_text = input.content;
      for (const key of resumeSectionKeys) {
        const value = input[key];
        if (value !== undefined) changes[sectionColumn[key]] = value;
      }
      const row = await resumes.updateNamed(db, userId, id, changes);
      if (!row) throw resumeNotFound();
      return toResumeListItem(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await resumes.deleteNamed(db, userId, id))) throw resumeNotFound();
    },
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;
