import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { registerClient } from '../api/register-client.ts';
import { clearDraft, PAGE, type Page, type RegistrationDraft, readDraft } from '../registration-draft.ts';
import {
  checkRegistration,
  type PageProblem,
  pageOfField,
  registrationPayload,
} from '../registration-payload.ts';
import { ELIGIBILITY_ROUTES, useRegistrationFlow } from '../use-registration-flow.ts';
import { EligibilityStep } from './eligibility-step.tsx';
import { NameGoalsStep } from './name-goals-step.tsx';
import { PersonalDetailsStep } from './personal-details-step.tsx';
import { ReferrerStep } from './referrer-step.tsx';
import { ReviewStep } from './review-step.tsx';

export type CompleteState = {
  first_name: string;
  email: string;
  dob: string;
  someone_else: boolean;
  /** The registration key: lets the verification-email page correct a mistyped address. */
  key: string;
};

function problemsFrom(error: ApiError): PageProblem[] {
  return Object.entries(error.errors).map(([field, messages]) => ({
    field,
    message: messages[0] ?? error.message,
    page: pageOfField(field),
  }));
}

type Props = {
  draft: RegistrationDraft;
  page: Exclude<Page, typeof PAGE.welcome>;
  /** Called once the first step is on screen, which can be after its code has loaded. */
  onShown: () => void;
};

/** Registration pages 1 to 5 (the forms), loaded when the person starts. */
export function RegistrationSteps({ draft, page, onShown }: Props) {
  const flow = useRegistrationFlow();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<PageProblem[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => onShown(), [onShown]);

  // Eligibility call errors are logged (onboarding §8) and the person may simply try again.
  const guarded =
    <T,>(step: (values: T) => unknown) =>
    async (values: T) => {
      try {
        await step(values);
      } catch (error) {
        console.error('registration step failed', error);
        throw error;
      }
    };

  const submit = async (current: RegistrationDraft) => {
    setFailed(false);
    const found = checkRegistration(current.values);
    setProblems(found);
    if (found.length > 0) return;
    const { values, key } = current;
    try {
      await registerClient(registrationPayload(values), key);
    } catch (error) {
      console.error('registration failed', error);
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN')
        return navigate(ELIGIBILITY_ROUTES.emailExists);
      if (error instanceof ApiError && error.code === 'INVALID_INPUT' && Object.keys(error.errors).length) {
        return setProblems(problemsFrom(error));
      }
      return setFailed(true);
    }
    clearDraft();
    const state: CompleteState = {
      first_name: values.first_name ?? '',
      email: values.email ?? '',
      dob: values.dob ?? '',
      someone_else: values.someone_else === 'for-someone-else',
      key,
    };
    navigate('/register/complete', { state });
  };

  const common = { values: draft.values, onBack: flow.back };
  switch (page) {
    case PAGE.eligibility:
      return <EligibilityStep {...common} onContinue={guarded(flow.afterEligibilityCheck)} />;
    case PAGE.nameAndGoals:
      return <NameGoalsStep {...common} onContinue={guarded(flow.afterNameAndGoals)} />;
    case PAGE.personal:
      return <PersonalDetailsStep {...common} onContinue={flow.afterPersonalDetails} />;
    case PAGE.referrer:
      return <ReferrerStep {...common} onContinue={flow.afterReferrerDetails} />;
    default:
      return (
        <ReviewStep
          {...common}
          problems={problems}
          failed={failed}
          onEdit={(target) => {
            setProblems([]);
            flow.edit(target);
          }}
          onSubmit={() => submit(readDraft())}
        />
      );
  }
}
