import { PATHWAY_LABELS, PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import { type PathwaysRequest, pathwaysRequest } from '@coaching/shared/schemas/pathways';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../../auth/api/get-profile.ts';
import { useUpdatePathways } from '../api/update-pathways.ts';

const CHOICES = PATHWAY_SLUGS.map((slug) => ({ value: slug, label: PATHWAY_LABELS[slug] }));
const isSlug = (value: string): value is PathwaySlug => (PATHWAY_SLUGS as readonly string[]).includes(value);

/** /update-goals: choose the goals; a failure shows the error (onboarding §8). */
export function UpdateGoalsPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const update = useUpdatePathways();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(pathwaysRequest, { pathways: profile.pathways.filter(isSlug) });
  const submit = async (values: PathwaysRequest) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      navigate('/update-goals/complete');
    } catch (error) {
      console.error(error);
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  };
  return (
    <Page title="Your goals">
      <Heading>Your goals</Heading>
      {failure ? (
        <Notice kind="error" title="Your goals were not saved">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <ChoiceGroup
          name="pathways"
          legend="Which goals would you like help with?"
          hint="Select all that apply."
          choices={CHOICES}
          multiple
        />
        <Button type="submit">Save my goals</Button>
      </Form>
    </Page>
  );
}

export function UpdateGoalsCompletePage() {
  return (
    <Page title="Goals updated">
      <Heading>Your goals have been updated</Heading>
      <p>Your coach will talk to you about them at your next call.</p>
      <p>
        <Link className="button button--primary" to="/">
          Back To Home
        </Link>
      </p>
    </Page>
  );
}
