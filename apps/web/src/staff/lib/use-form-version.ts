import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormVersion as useVersion } from '../../lib/use-form-version.ts';

/**
 * What a coach reads when a save was refused because another change was saved first. Not "by someone
 * else": it may be the coach's own, made in another tab. `now`, read once the reload has landed, says
 * what the item is now.
 */
const changedSinceOpened = (what: string, now?: string | null) =>
  `This ${what} has changed since you opened this form. ${now ? `${now} ` : ''}` +
  'Your changes have not been saved. ' +
  `What you entered is still in the form: check the ${what}, then save again to keep your changes.`;

/** A staff form saved against the version it was filled from (lib/use-form-version.ts). */
export function useFormVersion<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  current: {
    etag: string | null;
    values: NoInfer<DefaultValues<In>>;
    what: string;
    now?: () => string | null;
  },
) {
  const { what, now, ...rest } = current;
  return useVersion(form, { ...rest, refused: () => changedSinceOpened(what, now?.()) });
}
