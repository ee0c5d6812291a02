import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from './use-schema-form.ts';

/** A react-hook-form bound to a shared zod schema: the same rules the API applies. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues?: DefaultValues<z.input<S>>,
) {
  return useSchemaForm<z.input<S>, z.output<S>>(zodResolver(schema), defaultValues);
}
