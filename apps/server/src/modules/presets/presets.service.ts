import { PRESETS_PER_USER_MAX, type Preset, type presetInputSchema, presetMessages } from '@jobpeel/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PresetRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { toIso } from '../../lib/time';
import type { Viewer } from '../../lib/viewer';
import type { PlanGate } from '../generation/plan-gate';
import type { UsersRepository } from '../users/users.repository';
import type { PresetsRepository } from './presets.repository';

type PresetInput = z.output<typeof presetInputSchema>;

function toPresetView(row: PresetRow): Preset {
  return {
    id: row.id,
    name: row.name,
    templateId: row.template_id,
    length: row.length as Preset['length'],
    recipient: row.recipient as Preset['recipient'],
    customRecipient: row.custom_recipient,
    createdAt: toIso(row.created_at)!,
  };
}

const presetNotFound = () => notFound('Preset not found');
const nameTaken = () =>
  new AppError(409, 'PRESET_NAME_TAKEN', presetMessages.nameTaken, { name: presetMessages.nameTaken });

/** Saved settings (template, length, recipient) a signed-in user applies to the form in one click. */
export function createPresetsService(deps: {
  db: Db;
  presets: PresetsRepository;
  users: UsersRepository;
  gate: PlanGate;
  now: () => number;
}) {
  const { db, presets, users, gate, now } = deps;

  /** The same plan rules as generation: a preset cannot hold a template or length the plan lacks. */
  async function checkSettings(viewer: Viewer, input: PresetInput): Promise<void> {
    await gate.check(viewer, { templateId: input.templateId, length: input.length });
  }

  const columns = (input: PresetInput) => ({
    name: input.name,
    name_normalized: input.name.toLowerCase(),
    template_id: input.templateId,
    length: input.length,
    recipient: input.recipient,
    custom_recipient: input.customRecipient,
  });

  async function find(userId: number, id: number): Promise<PresetRow> {
    const preset = await presets.findForUser(db, userId, id);
    if (!preset) throw presetNotFound();
    return preset;
  }

  return {
    list: async (userId: number): Promise<Preset[]> =>
      (await presets.listForUser(db, userId)).map(toPresetView),

    get: async (userId: number, id: number): Promise<Preset> => toPresetView(await find(userId, id)),

    async create(viewer: Viewer, input: PresetInput): Promise<Preset> {
      await checkSettings(viewer, input);
      try {
        const row = await db.transaction().execute(async (tx) => {
          // Held to the end, so two saves cannot both take the last place.
          await users.lockUserRow(tx, viewer.id);
          if ((await presets.countForUser(tx, viewer.id)) >= PRESETS_PER_USER_MAX) {
            throw new AppError(400, 'PRESET_LIMIT_REACHED', presetMessages.tooMany);
          }
          const at = now();
          return presets.insert(tx, {
            user_id: viewer.id,
            ...columns(input),
            created_at: at,
            updated_at: at,
          });
        });
        return toPresetView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async update(viewer: Viewer, id: number, input: PresetInput): Promise<Preset> {
      await find(viewer.id, id);
      await checkSettings(viewer, input);
      try {
        const row = await presets.update(db, viewer.id, id, { ...columns(input), updated_at: now() });
        if (!row) throw presetNotFound();
        return toPresetView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await presets.deleteForUser(db, userId, id))) throw presetNotFound();
    },
  };
}

export type PresetsService = ReturnType<typeof createPresetsService>;
