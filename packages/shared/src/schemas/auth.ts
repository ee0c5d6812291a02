import { z } from 'zod';
import { MSG } from '../messages.ts';
import { adultDob, email } from './fields.ts';

/** POST oauth/token: the password grant the portal uses (portal §7). */
export const tokenRequest = z.strictObject({
  username: email,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128),
  dob: adultDob,
  grant_type: z.literal('password'),
  client_id: z.union([z.string().max(100), z.number()]).optional(),
  provider: z.literal('clients').optional(),
  scope: z.string().max(200).optional(),
});

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});

/** The login form: the same fields the web app collects, before they become a token request. */
export const loginForm = z.strictObject({ email, dob: adultDob, password: tokenRequest.shape.password });
export type LoginForm = z.input<typeof loginForm>;
