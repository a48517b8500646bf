import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form';

/**
 * A form checked by a schema of the contract, the package the server validates with too, so both
 * refuse the same input with the same words. Messages appear on submit and stay until the next
 * submit (not while typing); the first invalid field gets the focus.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * Puts the field messages of a failed API call (`fields` in the error envelope) under the form's
 * own fields and focuses the first of them, in the form's order. `only` limits which fields take a
 * message. Returns whether any field took one, so the form can say it another way when none did.
 */
export function setServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
  error: unknown,
  only?: readonly Path<Values>[],
): boolean {
  const fields = isApiError(error) ? error.fields : undefined;
  if (!fields) return false;
  let placed = false;
  for (const name of only ?? (Object.keys(form.getValues()) as Path<Values>[])) {
    const message = fields[name];
    if (!message) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * The usual way a form reports a failed call: the field messages under their fields and the
 * server's message (or `fallback`) in a toast. What the user typed stays.
 */
export function showFailure<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
  error: unknown,
  fallback: string,
): void {
  setServerErrors(form, error);
  toastError(errorMessage(error, fallback));
}
