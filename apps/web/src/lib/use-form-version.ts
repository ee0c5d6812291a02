import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * The version (ETag, or a listed item's `version`) a form was filled from, sent back as If-Match so a
 * save cannot silently replace someone else's later change. A form nobody has typed in follows the
 * newest version and shows it; once typed in, it keeps the version it showed. A save refused as
 * changed since (412 CHANGED_SINCE_OPENED) keeps what was typed, takes the next version to load (the
 * refusal reloads it), so saving again goes through, and says why in the words `refused` gives, read
 * once the reload has landed (the staff console's and the client's differ).
 */
export function useFormVersion<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  current: { etag: string | null; values: NoInfer<DefaultValues<In>>; refused: () => string },
) {
  const [opened, setOpened] = useState(current.etag);
  // The reload may land before or after the refusal reaches the form, so the refused version is kept.
  const [refused, setRefused] = useState<string | null | undefined>(undefined);
  const typedIn = form.formState.isDirty;
  const { etag, values } = current;
  useEffect(() => {
    if (etag === opened) return;
    if (refused === opened) {
      setRefused(undefined);
      setOpened(etag);
    } else if (!typedIn) {
      form.reset(values);
      setOpened(etag);
    }
  });

  return async (save: (ifMatch: string | null) => Promise<{ etag: string | null }>): Promise<void> => {
    try {
      const answer = await save(opened);
      form.reset(form.getValues());
      setOpened(answer.etag);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED')) throw error;
      setRefused(opened);
      throw new ApiError(error.status, current.refused(), {}, error.code);
    }
  };
}
