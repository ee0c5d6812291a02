import { REGISTRATION_PROGRESS_STEPS } from '@coaching/shared/constants';
import { Heading, Page } from '../../../components/page.tsx';

type Props = {
  title: string;
  /** 1 to 3: the registration shows three progress steps (onboarding §9). */
  step?: number;
  onBack?: () => void;
  children: React.ReactNode;
};

/** One registration page: Back, the progress caption inside the heading, then the form. */
export function StepLayout({ title, step, onBack, children }: Props) {
  return (
    <Page title={step ? `${title} (step ${step} of ${REGISTRATION_PROGRESS_STEPS})` : title}>
      {onBack ? (
        <p>
          <button type="button" className="button button--link back-link" onClick={onBack}>
            Back
          </button>
        </p>
      ) : null}
      <Heading caption={step ? `Step ${step} of ${REGISTRATION_PROGRESS_STEPS}` : undefined}>{title}</Heading>
      {children}
    </Page>
  );
}
