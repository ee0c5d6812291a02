import { OPTION, PREFERRED_CONTACT_METHODS } from '@coaching/shared/constants';
import { PHONE_CHARACTERS } from '@coaching/shared/rules/phone';
import {
  ADDITIONAL_SUPPORT_MAX,
  personalDetails,
  SOMEONE_ELSE,
  SOMEONE_ELSE_LABELS,
} from '@coaching/shared/schemas/registration';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useDropdown } from '../api/get-dropdown.ts';
import { useDraftAutosave } from '../use-draft-autosave.ts';
import { StepLayout } from './step-layout.tsx';
import type { StepProps } from './step-props.ts';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const WHO_FOR = SOMEONE_ELSE.map((value) => ({ value, label: SOMEONE_ELSE_LABELS[value] }));

function ContactQuestions() {
  const contact = useDropdown('PreferredContact', (o) => PREFERRED_CONTACT_METHODS.includes(o.id));
  return (
    <>
      <TextField
        name="phone_number"
        label="Phone number"
        hint="For example, 07700 900123"
        type="tel"
        autoComplete="tel"
        allowed={PHONE_CHARACTERS}
        width="half"
      />
      <ChoiceGroup
        name="contact_method"
        legend="How would you like us to contact you?"
        choices={contact.choices ?? []}
        inline
      />
      <ChoiceGroup
        name="leave_message"
        legend="Can we leave a message if you do not answer?"
        choices={YES_NO}
        inline
      />
    </>
  );
}

function AboutYouQuestions() {
  const gender = useDropdown('gender');
  const ethnicity = useDropdown('ethnicity', (o) => o.id !== OPTION.ethnicityNotDisclosed);
  const surgeries = useDropdown('gpSurgery');
  const workplaces = useDropdown('workplaces');
  const chosenGender = useWatch({ name: 'gender' });
  return (
    <>
      <SelectField name="gender" label="Gender" choices={gender.choices} loading={gender.loading} numeric />
      {chosenGender === OPTION.genderSelfDescribe ? (
        <TextField name="gender_other" label="How do you describe your gender?" />
      ) : null}
      <SelectField
        name="ethnicity"
        label="Ethnic group"
        choices={ethnicity.choices}
        loading={ethnicity.loading}
        numeric
      />
      <SelectField
        name="gp_practice_id"
        label="GP surgery (optional)"
        hint="Leave this blank if your surgery is not listed"
        choices={surgeries.choices}
        loading={surgeries.loading}
        numeric
      />
      <SelectField
        name="workplace"
        label="Workplace, if you work for a health or care organisation in Dorset (optional)"
        choices={workplaces.choices}
        loading={workplaces.loading}
        numeric
      />
      <TextField
        name="additional_support"
        label="Is there anything that would help us support you? (optional)"
        hint="For example, an interpreter, large print, or calls at a certain time"
        maxLength={ADDITIONAL_SUPPORT_MAX}
        multiline
      />
    </>
  );
}

function AboutRegistrationQuestions() {
  const heard = useDropdown('highLevelHdyhau');
  const chosenHeard = useWatch({ name: 'how_did_you_hear_about_us' });
  return (
    <>
      <ChoiceGroup
        name="someone_else"
        legend="Who are you registering?"
        hint={
          <>
            If someone else, we will ask for your details next.{' '}
            <Link to="/register/somebody-else">About registering somebody else</Link>
          </>
        }
        choices={WHO_FOR}
      />
      <SelectField
        name="how_did_you_hear_about_us"
        label="How did you hear about us?"
        choices={heard.choices}
        loading={heard.loading}
        numeric
      />
      {chosenHeard === OPTION.hearOther ? (
        <TextField name="how_did_you_hear_about_us_other" label="Where did you hear about us?" />
      ) : null}
      <CheckboxField
        name="accept_terms"
        label={
          <>
            I accept the <Link to="/terms">terms of service</Link> and have read the{' '}
            <Link to="/privacy">privacy policy</Link>
          </>
        }
      />
      <CheckboxField
        name="share_pseudonymised"
        label="You may share my information, with my name and contact details removed, to evaluate the service (optional)"
      />
      <CheckboxField name="receive_newsletter" label="Send me the newsletter by email (optional)" />
    </>
  );
}

/** Page 3: contact and personal details, and who the registration is for. */
export function PersonalDetailsStep({
  values,
  onBack,
  onContinue,
}: StepProps<z.output<typeof personalDetails>>) {
  const form = useZodForm(personalDetails, {
    phone_number: values.phone_number ?? '',
    contact_method: values.contact_method,
    leave_message: values.leave_message,
    gender: values.gender,
    gender_other: values.gender_other ?? '',
    ethnicity: values.ethnicity,
    gp_practice_id: values.gp_practice_id,
    workplace: values.workplace,
    additional_support: values.additional_support ?? '',
    someone_else: values.someone_else,
    how_did_you_hear_about_us: values.how_did_you_hear_about_us,
    how_did_you_hear_about_us_other: values.how_did_you_hear_about_us_other ?? '',
    accept_terms: values.accept_terms,
    share_pseudonymised: values.share_pseudonymised ?? false,
    receive_newsletter: values.receive_newsletter ?? false,
  });
  useDraftAutosave(form);
  return (
    <StepLayout title="Your details" step={3} onBack={onBack}>
      <Form form={form} onSubmit={onContinue}>
        <h2 className="heading-m">Contact details</h2>
        <ContactQuestions />
        <h2 className="heading-m">About you</h2>
        <AboutYouQuestions />
        <h2 className="heading-m">About your registration</h2>
        <AboutRegistrationQuestions />
        <Button type="submit">Continue</Button>
      </Form>
    </StepLayout>
  );
}
