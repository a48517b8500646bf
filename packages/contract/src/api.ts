import { z } from 'zod';
import { testPlanSchema, testPortalActions } from './billing';
import { BLOG_SLUG_PATTERN } from './blog';
import { exportFormats } from './library';
import { referralItemSchema } from './referrals';
import { userSchema } from './user';

/**
 * Request parts and answers of API routes that no topic file held: what the server's route
 * schemas declare (apps/server/src/lib/route-schemas.ts) and its OpenAPI document at /api/docs
 * shows (docs/decisions/0026).
 */

/** Every error the API answers (`ErrorEnvelope` in errors.ts; docs/product.md §9 for the wording). */
export const errorEnvelopeSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    /** One message per invalid field, keyed by its path ('email', 'fingerprint.hash', '_' for the whole body). */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string(),
  })
  .describe('The error envelope: the message to show, a code for programs, the request id');

/** POST /api/register (201), POST /api/login and POST /api/user/profile: the signed-in user. */
export const userResponseSchema = z.object({ user: userSchema });

/** GET /api/blog/:slug: a slug that cannot exist answers 404 like an unknown one. */
export const blogPostParamsSchema = z.object({ slug: z.string().regex(BLOG_SLUG_PATTERN) });

/** /api/billing/test-sessions/:id and its actions: the id of a test-mode checkout or portal session. */
export const testSessionParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,100}$/) });

/** POST /api/billing/test-sessions/:id/action: what the test portal does to the plan. */
export const testPortalActionRequestSchema = z.object({
  action: z.enum(testPortalActions, { error: 'Choose one of the billing portal actions.' }),
});
export const testPortalActionResponseSchema = z.object({ plan: testPlanSchema });

/** POST /api/stripe/webhook: the event was taken (or had been taken already). */
export const stripeWebhookResponseSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** Stripe signs the raw body; the route checks the signature itself. */
export const stripeWebhookHeadersSchema = z.object({ 'stripe-signature': z.string() });

/** POST /api/resume/parse: multipart/form-data with one file. */
export const resumeUploadSchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'A PDF, DOC or DOCX file of at most 5 MB' }),
});

/** POST /api/referral/refresh-code */
export const referralCodeResponseSchema = z.object({
  referralCode: z.string(),
  lastRefreshDate: z.string(),
  nextRefreshAvailable: z.string(),
});

/** POST /api/referral/send (201) */
export const referralInviteResponseSchema = z.object({ referral: referralItemSchema, message: z.string() });

/** GET /healthz: the process is alive. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: ready for traffic (200), or not (503) and why. */
export const readinessResponseSchema = z.object({ status: z.literal('ready') });
export const notReadyResponseSchema = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['shutting_down', 'database_unavailable']),
  message: z.string(),
  code: z.literal('SERVICE_UNAVAILABLE'),
  requestId: z.string(),
});

/** A row id in a path: a positive integer that fits the databases' 32-bit integer columns. */
export const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The `:id` of a letter, preset or saved resume (/api/cover-letters/:id, its actions,
 * /api/cover-letter-presets/:id, /api/user/resumes/:id). A value that is not a row id names
 * nothing the user owns: the route answers its 404, as for another user's id.
 */
export const idParamsSchema = z.object({ id: rowIdSchema });

/** POST /api/cover-letters/:id/versions/:versionId/restore */
export const letterVersionParamsSchema = idParamsSchema.extend({ versionId: rowIdSchema });

/** GET /api/cover-letters/:id/export/:format: an unknown format answers the letter's 404. */
export const letterExportParamsSchema = idParamsSchema.extend({ format: z.enum(exportFormats) });

/** The empty answer of a DELETE (204). */
export const noContentSchema = z.undefined().describe('Deleted: no content');
