import { zodResolver } from '@hookform/resolvers/zod';
import { generateRequestSchema } from '@jobpeel/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type GeneratorDraft, toGenerateRequest } from './draft';

const requestResolver = zodResolver(generateRequestSchema);

/**
 * The form's check: the request the draft becomes is parsed with the contract's generate-request
 * schema, the one the server uses, so both refuse the same input with the same words. Its fields
 * carry the draft's names, so each message lands under its own box.
 */
export const checkDraft: Resolver<GeneratorDraft> = async (draft, context, options) => {
  const request = toGenerateRequest(draft) as Parameters<typeof requestResolver>[0];
  const { errors } = await requestResolver(
    request,
    context,
    options as unknown as Parameters<typeof requestResolver>[2],
  );
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<GeneratorDraft> };
  return { values: draft, errors: {} };
};
