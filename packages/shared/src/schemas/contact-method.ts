import { z } from 'zod';
import { PREFERRED_CONTACT_METHODS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { optionId } from './fields.ts';

/** POST contact/method-preference. */
export const contactMethodRequest = z.strictObject({
  contact_method: optionId.refine((id) => PREFERRED_CONTACT_METHODS.includes(id), MSG.choose),
});
export type ContactMethodRequest = z.input<typeof contactMethodRequest>;
