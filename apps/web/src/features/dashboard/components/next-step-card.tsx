import {
  CONTACT_METHOD_LABELS,
  DAY_LABELS,
  DAYS,
  FIRST_CHAT_WITHIN_HOURS,
  HEALTH_CHECK_LENGTH,
  TIME_LABELS,
  TIMES,
} from '@coaching/shared/constants';
import type { Profile } from '@coaching/shared/schemas/profile';
import { Link } from 'react-router';
import type { NextStep } from '../next-steps.ts';

const CARDS: Record<NextStep, { title: string; text: string; to: string; action: string }> = {
  'health-check': {
    title: 'Take the quick health check',
    text: `Find out how your weight, activity, smoking and drinking affect your health. It takes ${HEALTH_CHECK_LENGTH}.`,
    to: '/assessment',
    action: 'Start the health check',
  },
  'first-chat': {
    title: 'Have your first chat',
    text: `Talk to one of our advisors about your goals. We aim to call you within ${FIRST_CHAT_WITHIN_HOURS} hours.`,
    to: '/book-a-chat',
    action: 'Book your first chat',
  },
  'suggest-time': {
    title: 'Tell us when you are free',
    text: 'Choose the days and times that suit you best for a call.',
    to: '/suggest-time',
    action: 'Choose your times',
  },
  'update-contact': {
    title: 'How should we contact you?',
    text: 'Tell us whether you would like a phone call or an email.',
    to: '/update-contact',
    action: 'Choose how we contact you',
  },
};

const chosenMethod = (profile: Profile) =>
  profile.preferred_method === null ? null : (CONTACT_METHOD_LABELS[profile.preferred_method] ?? null);

function chosenTimes(profile: Profile): string | null {
  const days = DAYS.filter((d) => profile[`contact_${d}`]).map((d) => DAY_LABELS[d]);
  const times = TIMES.filter((t) => profile[`contact_${t}`]).map((t) => TIME_LABELS[t]);
  return days.length && times.length ? `${days.join(', ')}: ${times.join(', ')}` : null;
}

export function NextStepCard({
  step,
  number,
  profile,
}: {
  step: NextStep;
  number: number;
  profile: Profile;
}) {
  const card = CARDS[step];
  const told =
    step === 'suggest-time' ? chosenTimes(profile) : step === 'update-contact' ? chosenMethod(profile) : null;
  return (
    <div className="card card--feature">
      <h2 className="heading-s">
        <span className="caption">Step {number}</span> {card.title}
      </h2>
      <p>{card.text}</p>
      {told ? <p className="secondary-text">You told us: {told}</p> : null}
      <Link to={card.to} className="button">
        {card.action}
      </Link>
    </div>
  );
}
