import { PREFERRED_CONTACT_METHODS } from '@coaching/shared/constants';
import { type ContactMethodRequest, contactMethodRequest } from '@coaching/shared/schemas/contact-method';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { useFocusHeadingOnStep } from '../../../components/use-focus-heading.ts';
import { useProfile } from '../../auth/api/get-profile.ts';
import { useContactOptions } from '../api/get-contact-options.ts';
import { useSaveContactMethod } from '../api/save-contact-method.ts';

/** Choose Phone Call or Email, then a thank-you page (portal §2). */
export function UpdateContactPage() {
  const profile = useProfile();
  const options = useContactOptions();
  const save = useSaveContactMethod();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = profile.preferred_method;
  const form = useZodForm(
    contactMethodRequest,
    current !== null && PREFERRED_CONTACT_METHODS.includes(current) ? { contact_method: current } : {},
  );
  useFocusHeadingOnStep(chosen ? 'done' : 'choose');

  useEffect(() => {
    if (options.isError) console.error('Unable to load contact methods', options.error);
  }, [options.isError, options.error]);

  const submit = async (values: ContactMethodRequest) => {
    const answer = await save.mutateAsync(values);
    if (answer.data !== 'ok') throw new Error('contact method not saved');
    setChosen(options.data?.find((o) => o.id === values.contact_method)?.value ?? 'your chosen method');
  };

  if (chosen) {
    return (
      <Page title="Thank you">
        <Heading>Thank you</Heading>
        <p className="lead">We will contact you by {chosen.toLowerCase()} from now on.</p>
        <p>
          <Link to="/" className="button">
            Back to home
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="How should we contact you?">
      <Heading>How should we contact you?</Heading>
      {options.isPending ? <p className="loading">Loading...</p> : null}
      {options.isError ? (
        <Notice kind="error">
          <p>We could not load the contact methods. Please try again later.</p>
        </Notice>
      ) : null}
      {options.data?.length === 0 ? <p>No options</p> : null}
      {options.data?.length ? (
        <Form form={form} onSubmit={submit}>
          <ChoiceGroup
            name="contact_method"
            legend="Your preferred contact method"
            choices={options.data.map((o) => ({ value: o.id, label: o.value }))}
          />
          <Button type="submit">Save</Button>
        </Form>
      ) : null}
    </Page>
  );
}
