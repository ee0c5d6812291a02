import { z } from 'zod';
import { DROPDOWN_KEYS } from '../constants.ts';
import { todayIso } from '../rules/dates.ts';
import { id, isoDate, itemVersion, ofRealDate, optionalText, requiredText } from './fields.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A site path like /images/x.svg or a full https address. */
const IMAGE = /^(\/[\w\-./]+|https:\/\/\S+)$/;
const LINK = /^https?:\/\/\S+$/;

export const CONTENT_TEXT = {
  link: 'Enter a full web address starting with https://',
  image: 'Enter an image path like /images/activity.svg or a full https address',
  slug: 'Use lower-case letters, digits and single hyphens, like couch-to-5k',
  protectedOption: 'This option is used by the service’s rules, so it can be renamed but not retired',
  order: 'List every current option of the list once',
  nothingToChange: 'Change at least one thing',
  pastEvent: 'Enter a date that is today or later',
  slugTaken: 'Another event already uses this web address: choose another',
} as const;

/** An event is not dated in the past when added, nor moved into the past (UK days). */
export const isPastEventDate = (day: string, today = todayIso()) => day < today;

export const articleForm = z.strictObject({
  title: requiredText(200),
  intro: requiredText(1000),
  body: optionalText(20_000),
  image: requiredText(300).regex(IMAGE, CONTENT_TEXT.image),
  url: requiredText(500).regex(LINK, CONTENT_TEXT.link),
  retired: z.boolean(),
});
export type ArticleForm = z.input<typeof articleForm>;

export const eventForm = z.strictObject({
  title: requiredText(200),
  description: requiredText(5000),
  image: requiredText(300).regex(IMAGE, CONTENT_TEXT.image),
  slug: requiredText(100).regex(SLUG, CONTENT_TEXT.slug),
  start_date: isoDate,
  retired: z.boolean(),
});
export type EventForm = z.input<typeof eventForm>;

/** POST staff/content/events: a new event, today or later. An edit may keep a date now past (to retire it). */
export const newEventForm = eventForm.refine(
  (e) => ofRealDate((day) => !isPastEventDate(day))(e.start_date),
  {
    path: ['start_date'],
    message: CONTENT_TEXT.pastEvent,
  },
);

export const contentArticle = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  body: z.string(),
  image: z.string(),
  url: z.string(),
  published_at: z.number().describe('Unix seconds'),
  retired: z.boolean(),
  version: itemVersion,
});
export type ContentArticle = z.infer<typeof contentArticle>;

export const contentEvent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  slug: z.string(),
  start_date: z.string(),
  retired: z.boolean(),
  version: itemVersion,
});
export type ContentEvent = z.infer<typeof contentEvent>;

export const dropdownKeyParams = z.strictObject({ key: z.enum(DROPDOWN_KEYS) });
export const dropdownOptionParams = dropdownKeyParams.extend({ optionId: id });

export const newOptionForm = z.strictObject({ value: requiredText(200) });

export const optionUpdate = z
  .strictObject({ value: requiredText(200).optional(), retired: z.boolean().optional() })
  .refine((v) => v.value !== undefined || v.retired !== undefined, CONTENT_TEXT.nothingToChange);
export type OptionUpdate = z.input<typeof optionUpdate>;

export const optionOrder = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, CONTENT_TEXT.order).max(500),
});

export const contentOption = z.object({
  id: z.number(),
  value: z.string(),
  rank: z.number(),
  editable: z.boolean(),
  retired: z.boolean(),
  protected: z.boolean(),
  version: itemVersion,
});
/** `version` is the whole list's, which re-ranking sends: an order computed from a stale list is wrong. */
export const contentDropdown = z.object({
  key: z.enum(DROPDOWN_KEYS),
  options: z.array(contentOption),
  version: itemVersion,
});
export type ContentDropdown = z.infer<typeof contentDropdown>;
