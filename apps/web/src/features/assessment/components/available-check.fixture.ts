import type { AvailableCheck } from './page-props.ts';

/** A check Sam can take (first unless assessment_count says otherwise), for the page tests. */
export const availableCheck = (overrides: Partial<AvailableCheck> = {}): AvailableCheck => ({
  status: 'available',
  assessment_count: 0,
  gender: 2,
  dob: '1980-06-15',
  ethnicity: 1,
  client_id: 1,
  first_name: 'Sam',
  pathways: { weight: true, smoking: false, alcohol: false, activity: false },
  plan_pathways: [],
  named_barriers: [],
  ...overrides,
});
