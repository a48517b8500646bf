import { randomInt } from 'node:crypto';
import {
  PRODUCT_NAME,
  REFERRAL_BONUS_LETTERS,
  REFERRAL_CODE_REFRESH_DAYS,
  REFERRER_WEEKLY_BONUS_CAP,
  type ReferralFilter,
  type ReferralItem,
  type ReferralListResponse,
  type RewardWithheldReason,
  referralMessages,
  refreshTooEarlyMessage,
} from '@jobpeel/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { ReferralRow, UserRow } from '../../db/schema';
import type { Mailer } from '../../integrations/email/mailer';
import { AppError, authRequired } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { DAY_MS, toIso } from '../../lib/time';
import type { ReferralOwner, ReferralsRepository } from './referrals.repository';

/** No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const REFRESH_INTERVAL_MS = REFERRAL_CODE_REFRESH_DAYS * DAY_MS;
const BONUS_WINDOW_MS = 7 * DAY_MS;

export const newReferralCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export interface ReferralsServiceDeps {
  db: Db;
  referrals: ReferralsRepository;
  mailer: Mailer;
  appUrl: string;
  now: () => number;
}

/** What registration needs from the referral programme (auth.service receives only this). */
export interface ReferralRegistration {
  /** Inside the registration transaction: links the new account to the code's owner. */
  linkNewAccount(
    tx: DbOrTx,
    account: { user: UserRow; referralCode: string; deviceId: string | null; at: number },
  ): Promise<void>;
}

const conflict = (message: string) => new AppError(409, 'REFERRAL_CONFLICT', message, { email: message });

/** Why a completed referral earned the referrer less than the full bonus, so the list can say so. */
function rewardWithheld(row: ReferralRow): RewardWithheldReason | null {
  if (row.status !== 'completed') return null;
  if (row.self_referral === 1) return 'self_referral';
  return row.referrer_bonus < REFERRAL_BONUS_LETTERS ? 'weekly_limit' : null;
}

export const toReferralItem = (row: ReferralRow): ReferralItem => ({
  id: row.id,
  email: row.email,
  status: row.status === 'completed' ? 'completed' : 'pending',
  sentAt: toIso(row.sent_at)!,
  rewardWithheld: rewardWithheld(row),
});

export function createReferralsService(deps: ReferralsServiceDeps) {
  const { db, referrals, mailer, now } = deps;

  const nextRefreshAt = (owner: ReferralOwner) =>
    (owner.referral_code_refreshed_at ?? owner.created_at) + REFRESH_INTERVAL_MS;

  /** Runs `write` with fresh codes until one is not taken by another user. */
  async function withUniqueCode(write: (code: string) => Promise<boolean>): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write(newReferralCode());
      } catch (error) {
        // 32^8 codes: a collision is rare, five in a row is a bug worth surfacing.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  /** The user's referral data, giving them a code on first use. */
  async function ownerWithCode(userId: number): Promise<ReferralOwner & { referral_code: string }> {
    let owner = await referrals.findOwner(db, userId);
    if (owner && !owner.referral_code) {
      await withUniqueCode((code) => referrals.assignFirstCode(db, userId, code));
      owner = await referrals.findOwner(db, userId);
    }
    if (!owner?.referral_code) throw authRequired();
    return owner as ReferralOwner & { referral_code: string };
  }

  function inviteText(inviter: UserRow, code: string): string {
    return [
      'Hi,',
      '',
      `${inviter.username} invited you to ${PRODUCT_NAME}, the AI cover letter writer for job seekers.`,
      '',
      `Create your free account with their referral code ${code}:`,
      `${deps.appUrl.replace(/(?<!\/)\/+$/, '')}/auth?ref=${code}`,
      '',
      `After you write your first cover letter, you get ${REFERRAL_BONUS_LETTERS} free bonus letters.`,
      '',
      'If you do not know the sender, you can ignore this email.',
    ].join('\n');
  }

  /**
   * The same email, or the same browser (device id). A flag set at registration before device
   * ids existed came from the hardware hash alone: it stands only until both accounts have a
   * device id to compare (docs/decisions/0019).
   */
  async function isSelfReferral(
    tx: DbOrTx,
    referral: { referrer_id: number; email: string; self_referral: number },
    inviteeId: number,
  ): Promise<boolean> {
    const referrerId = referral.referrer_id;
    const referrer = await referrals.findOwner(tx, referrerId);
    if (referrer?.email.toLowerCase() === referral.email) return true;
    if (await referrals.shareDevice(tx, referrerId, inviteeId)) return true;
    if (referral.self_referral !== 1) return false;
    const comparable =
      (await referrals.hasDeviceId(tx, referrerId)) && (await referrals.hasDeviceId(tx, inviteeId));
    return !comparable;
  }

  return {
    async list(userId: number, filter: ReferralFilter): Promise<ReferralListResponse> {
      const owner = await ownerWithCode(userId);
      const [rows, stats] = await Promise.all([
        referrals.list(db, userId, filter === 'all' ? null : filter),
        referrals.stats(db, userId),
      ]);
      return {
        referralCode: owner.referral_code,
        lastRefreshDate: toIso(owner.referral_code_refreshed_at),
        nextRefreshAvailable: toIso(nextRefreshAt(owner))!,
        stats,
        referrals: rows.map(toReferralItem),
      };
    },

    async refreshCode(
      userId: number,
    ): Promise<{ referralCode: string; lastRefreshDate: string; nextRefreshAvailable: string }> {
      const owner = await ownerWithCode(userId);
      const at = now();
      const tooEarly = () => {
        const next = toIso(nextRefreshAt(owner))!;
        return new AppError(409, 'REFRESH_TOO_EARLY', refreshTooEarlyMessage(next));
      };
      if (at < nextRefreshAt(owner)) throw tooEarly();
      const refreshed = await withUniqueCode((code) =>
        referrals.refreshCode(db, userId, code, at, at - REFRESH_INTERVAL_MS),
      );
      // A concurrent refresh got there first.
      if (!refreshed) throw tooEarly();
      const updated = await ownerWithCode(userId);
      return {
        referralCode: updated.referral_code,
        lastRefreshDate: toIso(at)!,
        nextRefreshAvailable: toIso(nextRefreshAt(updated))!,
      };
    },

    /**
     * Records a pending referral for the email and sends the invitation with the user's link.
     * An address that already has an account is invited like any other, so the answer never
     * tells the inviter who is a member (docs/decisions/0019).
     */
    async sendInvite(user: UserRow, email: string): Promise<{ referral: ReferralItem; message: string }> {
      const owner = await ownerWithCode(user.id);
      if (email === owner.email.toLowerCase()) throw conflict(referralMessages.inviteSelf);
      if (await referrals.findByEmail(db, user.id, email)) throw conflict(referralMessages.alreadyInvited);
      let row: ReferralRow;
      try {
        row = await referrals.insert(db, {
          referrer_id: user.id,
          email,
          status: 'pending',
          source: 'invite',
          sent_at: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(referralMessages.alreadyInvited);
        throw error;
      }
      await mailer.send({
        to: email,
        subject: `Your friend invited you to ${PRODUCT_NAME}`,
        text: inviteText(user, owner.referral_code),
      });
      return { referral: toReferralItem(row), message: `Invitation sent to ${email}.` };
    },

    async linkNewAccount(
      ...[tx, { user, referralCode, deviceId, at }]: Parameters<ReferralRegistration['linkNewAccount']>
    ): Promise<void> {
      const code = referralCode.trim().toUpperCase();
      const referrer = code ? await referrals.findOwnerByCode(tx, code) : undefined;
      if (!referrer) {
        throw new AppError(400, 'REFERRAL_CODE_INVALID', referralMessages.invalidCode, {
          referralCode: referralMessages.invalidCode,
        });
      }
      const email = user.email.toLowerCase();
      // Decided on the browser's own id, never on look-alike hardware (docs/decisions/0019).
      const selfReferral =
        email === referrer.email.toLowerCase() ||
        (deviceId !== null && (await referrals.referrerUsedDevice(tx, referrer.id, deviceId)));
      await referrals.setReferredBy(tx, user.id, referrer.id);
      if (await referrals.linkInvite(tx, referrer.id, email, user.id, selfReferral)) return;
      const row = {
        referrer_id: referrer.id,
        email,
        invited_user_id: user.id,
        status: 'pending',
        source: 'link',
        self_referral: selfReferral ? 1 : 0,
        sent_at: at,
      };
      // An invitation for this email may have been sent meanwhile: then link that one instead.
      if (!(await referrals.insertIfAbsent(tx, row))) {
        await referrals.linkInvite(tx, referrer.id, email, user.id, selfReferral);
      }
    },

    /**
     * Completes the user's referral after their first letter, exactly once even when letters
     * finish at the same time in several processes, and awards the bonus letters: the invitee
     * always 15, the referrer what is left of 45 in the last 7 days (possibly less than 15).
     */
    async completeForInvitee(userId: number): Promise<void> {
      // Most letters come from users with nothing to complete: skip the write transaction.
      if (!(await referrals.hasPendingForInvitee(db, userId))) return;
      await db.transaction().execute(async (tx) => {
        const at = now();
        const referral = await referrals.markCompleted(tx, userId, at);
        if (!referral) return;
        // The referrer's lock serialises every award against their weekly cap.
        await referrals.lockUsers(tx, [referral.referrer_id, userId]);
        const selfReferral = await isSelfReferral(tx, referral, userId);
        if (selfReferral) {
          await referrals.recordOutcome(tx, referral.id, {
            selfReferral: true,
            referrerBonus: 0,
            inviteeBonus: 0,
          });
          return;
        }
        const awarded = await referrals.referrerBonusSince(tx, referral.referrer_id, at - BONUS_WINDOW_MS);
        const referrerBonus = Math.max(
          0,
          Math.min(REFERRAL_BONUS_LETTERS, REFERRER_WEEKLY_BONUS_CAP - awarded),
        );
        if (referrerBonus > 0) await referrals.addBonusLetters(tx, referral.referrer_id, referrerBonus);
        await referrals.addBonusLetters(tx, userId, REFERRAL_BONUS_LETTERS);
        await referrals.recordOutcome(tx, referral.id, {
          selfReferral: false,
          referrerBonus,
          inviteeBonus: REFERRAL_BONUS_LETTERS,
        });
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
