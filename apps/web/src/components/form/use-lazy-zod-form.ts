import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from './use-schema-form.ts';

/**
 * useZodForm for a first page (the login form): zod and the schema load on the first submit, not
 * with the page, which keeps them out of the JavaScript a visitor waits for.
 */
export function useLazyZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  defaultValues?: DefaultValues<z.input<S>>,
) {
  return useSchemaForm<z.input<S>, z.output<S>>(async (values, context, options) => {
    const resolvers = import('@hookform/resolvers/zod');
    const schema = await loadSchema();
    const { zodResolver } = await resolvers;
    return zodResolver(schema)(values, context, options);
  }, defaultValues);
}
