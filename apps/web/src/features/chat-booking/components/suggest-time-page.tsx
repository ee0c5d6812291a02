import { DAY_LABELS, DAYS, TIMES } from '@coaching/shared/constants';
import { bandLabel } from '@coaching/shared/rules/diary';
import { type TimePreferenceRequest, timePreferenceRequest } from '@coaching/shared/schemas/time-preference';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../components/page.tsx';
import { useFocusHeadingOnStep } from '../../../components/use-focus-heading.ts';
import { formDraft } from '../../../lib/form-draft.ts';
import { useProfile } from '../../auth/api/get-profile.ts';
import { useSaveTimePreference } from '../api/save-time-preference.ts';

const DAY_CHOICES = DAYS.map((d) => ({ value: d, label: DAY_LABELS[d] }));
const TIME_CHOICES = TIMES.map((t) => ({ value: t, label: bandLabel(t) }));

/** The days and times being chosen survive a reload until they are sent (issue #28). */
const draft = formDraft<TimePreferenceRequest>('suggest-time-draft');

function ThankYouPage() {
  const navigate = useNavigate();
  return (
    <Page title="Thank you">
      <Heading>Thank you</Heading>
      <p className="lead">We have your days and times. An advisor will call you at one of them.</p>
      <Button onClick={() => navigate('/')}>Back To Home</Button>
    </Page>
  );
}

/** /suggest-time: at least one weekday and one time of day (onboarding §4), then a thank-you page. */
export function SuggestTimePage() {
  const profile = useProfile();
  const location = useLocation();
  const fromHome = (location.state as { fromHome?: boolean } | null)?.fromHome !== false;
  const [saved, setSaved] = useState(false);
  const save = useSaveTimePreference();
  const form = useZodForm(timePreferenceRequest, {
    days: DAYS.filter((d) => profile[`contact_${d}`]),
    times: TIMES.filter((t) => profile[`contact_${t}`]),
    ...draft.load(),
  });
  useAutosave(form, draft.save);
  useFocusHeadingOnStep(saved ? 'thank-you' : 'times');
  if (saved) return <ThankYouPage />;
  const submit = async (values: TimePreferenceRequest) => {
    await save.mutateAsync(values);
    draft.clear();
    setSaved(true);
  };
  return (
    <Page title="When are you free?">
      <Link className="back-link" to={fromHome ? '/' : '/book-a-chat'}>
        Back
      </Link>
      <Heading>When are you free?</Heading>
      <p>Tell us when an advisor can call you. We call Monday to Friday.</p>
      <Form form={form} onSubmit={submit}>
        <ChoiceGroup
          name="days"
          legend="Which days suit you?"
          hint="Select all that apply."
          choices={DAY_CHOICES}
          multiple
        />
        <ChoiceGroup
          name="times"
          legend="What times suit you?"
          hint="Select all that apply."
          choices={TIME_CHOICES}
          multiple
        />
        <Button type="submit">Send</Button>
      </Form>
    </Page>
  );
}
