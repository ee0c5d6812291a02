import { id } from '@coaching/shared/schemas/fields';
import { z } from 'zod';
import { errorBody } from './error-body.ts';

/** The statuses any authenticated staff route can answer besides its own. */
export const staffErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Routes of one client's record live under /staff/clients/:clientId. */
export const clientParams = z.strictObject({ clientId: id });
