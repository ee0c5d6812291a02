import { z } from 'zod';
import { OPTION } from '../constants.ts';
import { MSG } from '../messages.ts';
import { optionId } from './fields.ts';

/** Portal §5 and §9: the preferred contact method is Phone Call or Email, nothing else. */
export const PREFERRED_CONTACT_METHODS: readonly number[] = [OPTION.contactPhoneCall, OPTION.contactEmail];

export const CONTACT_METHOD_LABELS: Record<number, string> = {
  [OPTION.contactPhoneCall]: 'Phone Call',
  [OPTION.contactEmail]: 'Email',
};

/** POST contact/method-preference. */
export const contactMethodRequest = z.strictObject({
  contact_method: optionId.refine((id) => PREFERRED_CONTACT_METHODS.includes(id), MSG.choose),
});
export type ContactMethodRequest = z.input<typeof contactMethodRequest>;
