import type { z } from 'zod';
import type { LazySchema } from './api-client';

type Schemas = typeof import('./response-schemas');

/** A response schema from lib/response-schemas.ts, loaded on first use. */
export function lazySchema<Name extends keyof Schemas>(name: Name): LazySchema<z.output<Schemas[Name]>> {
  return () =>
    import('./response-schemas').then(
      (schemas) => schemas[name] as unknown as z.ZodType<z.output<Schemas[Name]>>,
    );
}

type FormSchemas = typeof import('./form-schemas');

/** A response schema of the cover letter form's calls (lib/form-schemas.ts), loaded on first use. */
export function lazyFormSchema<Name extends keyof FormSchemas>(
  name: Name,
): LazySchema<z.output<FormSchemas[Name]>> {
  return () =>
    import('./form-schemas').then(
      (schemas) => schemas[name] as unknown as z.ZodType<z.output<FormSchemas[Name]>>,
    );
}
