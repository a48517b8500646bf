/**
 * Response schemas of the calls the public pages make, in a chunk of their own: the first load of
 * a public page carries no zod (docs/decisions/0028). Callers pass `lazySchema('name')`.
 */
import {
  blogListResponseSchema,
  blogPostResponseSchema,
  messageResponseSchema,
  siteInfoSchema,
  userSchema,
} from '@jobpeel/contract';

export { blogListResponseSchema, blogPostResponseSchema, messageResponseSchema, siteInfoSchema, userSchema };
