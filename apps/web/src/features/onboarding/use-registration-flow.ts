import { eligibilityOf } from '@coaching/shared/rules/eligibility';
import { useNavigate } from 'react-router';
import { checkClient } from './api/check-client.ts';
import {
  PAGE,
  type Page,
  type RegistrationValues,
  readDraft,
  saveValues,
  updateDraft,
  withoutLastPage,
  withPage,
  writeDraft,
} from './registration-draft.ts';

export const ELIGIBILITY_ROUTES = {
  emailExists: '/eligibility/email-exists',
  tooYoung: '/eligibility/too-young',
  notInCounty: '/eligibility/not-in-dorset',
} as const;

/** Once the review page has been reached, every page continues back to it. */
const isEditing = () => readDraft().history.includes(PAGE.review);

function saveAndGo(values: RegistrationValues, page: Page) {
  updateDraft((draft) => withPage({ ...draft, values: { ...draft.values, ...values } }, page));
}

/** Where each page leads (onboarding §4), with the two eligibility calls. */
export function useRegistrationFlow() {
  const navigate = useNavigate();

  // With page 1's date of birth: the service answers "exists" only for a person's whole identity.
  const nameAndPostcodeExist = ({ first_name, last_name, postcode, dob }: RegistrationValues) =>
    first_name && last_name && postcode && dob
      ? checkClient({ first_name, last_name, postcode, dob })
      : Promise.resolve(false);

  return {
    start: () => updateDraft((draft) => withPage(draft, PAGE.eligibility)),
    back: () => updateDraft(withoutLastPage),
    /** Review's Edit buttons: the page opens on top of the review, and Back returns to it. */
    edit: (page: Page) => updateDraft((draft) => ({ ...draft, history: [...draft.history, page] })),

    async afterEligibilityCheck(values: { email: string; dob: string; postcode: string }) {
      const draft = readDraft();
      const merged = { ...draft.values, ...values };
      writeDraft({ ...draft, values: merged });
      if (await checkClient({ email: values.email, dob: values.dob })) {
        return navigate(ELIGIBILITY_ROUTES.emailExists);
      }
      const outcome = eligibilityOf({
        dob: values.dob,
        postcode: values.postcode,
        gp_practice_id: merged.gp_practice_id,
        workplace: merged.workplace,
      });
      if (outcome === 'too-young') return navigate(ELIGIBILITY_ROUTES.tooYoung);
      if (outcome === 'not-in-county') return navigate(ELIGIBILITY_ROUTES.notInCounty);
      if (isEditing() && (await nameAndPostcodeExist(merged)))
        return navigate(ELIGIBILITY_ROUTES.emailExists);
      saveAndGo(values, isEditing() ? PAGE.review : PAGE.nameAndGoals);
    },

    async afterNameAndGoals(values: RegistrationValues) {
      const merged = { ...readDraft().values, ...values };
      saveValues(values);
      if (await nameAndPostcodeExist(merged)) return navigate(ELIGIBILITY_ROUTES.emailExists);
      saveAndGo(values, isEditing() ? PAGE.review : PAGE.personal);
    },

    afterPersonalDetails(values: RegistrationValues) {
      saveAndGo(values, values.someone_else === 'for-someone-else' ? PAGE.referrer : PAGE.review);
    },

    afterReferrerDetails(values: RegistrationValues) {
      saveAndGo(values, PAGE.review);
    },
  };
}
