import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What a coach reads when a save was refused because another change was saved first. Not "by someone
 * else": the version covers the whole plan, so the coach's own change elsewhere on it counts too.
 */
const changedSinceOpened = (what: string) =>
  `This ${what} has changed since you opened this form. Your changes have not been saved. ` +
  `What you entered is still in the form: check the ${what}, then save again to keep your changes.`;

/**
 * The version (ETag) a form was filled from, sent back as If-Match so a save cannot silently replace
 * someone else's later change. A form nobody has typed in follows the newest version and shows it;
 * once typed in, it keeps the version it showed. A save refused as changed since keeps what was typed
 * and takes the next version to load (the refusal reloads it), so saving again goes through.
 */
export function useFormVersion<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  current: { etag: string | null; values: NoInfer<DefaultValues<In>>; what: string },
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
      throw new ApiError(error.status, changedSinceOpened(current.what), {}, error.code);
    }
  };
}
