import { OPTION } from '@coaching/shared/constants';
import { PHONE_CHARACTERS } from '@coaching/shared/rules/phone';
import { type AccountDetails, accountDetails } from '@coaching/shared/schemas/account';
import type { Profile } from '@coaching/shared/schemas/profile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { controlProps, FieldGroup } from '../../../components/form/field-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { formDraft } from '../../../lib/form-draft.ts';
import { useGenderOptions } from '../api/get-gender-options.ts';
import { useUpdateAccount } from '../api/update-account.ts';

const EMAIL_HINT = 'You cannot change your email address here. Call us if it has changed.';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Portal §5: postcode letters, digits and spaces (the phone's are PHONE_CHARACTERS). */
const POSTCODE_KEYS = /[A-Za-z0-9 ]/;

/** Changes being made survive a reload until they are saved (issue #28). */
const draft = formDraft<AccountDetails>('my-details-draft');

export function MyDetailsForm({ profile }: { profile: Profile }) {
  const form = useZodForm(accountDetails, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender ?? undefined,
    gender_other: profile.gender_other ?? '',
    address1: profile.address1,
    postcode: profile.postcode,
    phone_mobile: profile.phone_mobile,
    tool_notification_sms: profile.tool_notification_sms,
    tool_notification_email: profile.tool_notification_email,
    ...draft.load(),
  });
  useAutosave(form, draft.save);
  const genders = useGenderOptions();
  const update = useUpdateAccount();
  const navigate = useNavigate();
  const selfDescribed = form.watch('gender') === OPTION.genderSelfDescribe;

  useEffect(() => {
    if (genders.isError) console.error('Unable to load gender options', genders.error);
  }, [genders.isError, genders.error]);

  const submit = async (values: AccountDetails) => {
    await update.mutateAsync(values);
    draft.clear();
    navigate('/account-updated');
  };

  return (
    <Form form={form} onSubmit={submit}>
      <h2 className="heading-l">My details</h2>
      <TextField name="first_name" label="First name" autoComplete="given-name" width="half" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" width="half" />
      <SelectField
        name="gender"
        label="Gender"
        numeric
        loading={genders.isPending}
        choices={genders.data?.map((o) => ({ value: o.id, label: o.value }))}
      />
      {selfDescribed ? (
        <TextField name="gender_other" label="How do you describe your gender?" width="half" />
      ) : null}
      <TextField name="address1" label="Address" autoComplete="street-address" />
      <TextField
        name="postcode"
        label="Postcode"
        autoComplete="postal-code"
        width="short"
        allowed={POSTCODE_KEYS}
      />
      <FieldGroup name="email" label="Email address" hint={EMAIL_HINT} error={undefined}>
        <input
          {...controlProps('email', EMAIL_HINT, undefined, 'half')}
          type="email"
          value={profile.email}
          readOnly
        />
      </FieldGroup>
      <TextField
        name="phone_mobile"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        width="half"
        allowed={PHONE_CHARACTERS}
      />
      <ChoiceGroup
        name="tool_notification_sms"
        legend="Send me habit tool reminders by text message"
        choices={YES_NO}
        inline
      />
      <ChoiceGroup
        name="tool_notification_email"
        legend="Send me habit tool reminders by email"
        choices={YES_NO}
        inline
      />
      <Button type="submit">Save my details</Button>
    </Form>
  );
}
