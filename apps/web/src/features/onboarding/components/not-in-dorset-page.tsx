import { MSG } from '@coaching/shared/messages';
import { optionId } from '@coaching/shared/schemas/fields';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../components/page.tsx';
import { useFocusHeadingOnStep } from '../../../components/use-focus-heading.ts';
import { useDropdown } from '../api/get-dropdown.ts';
import { HABIT_HACKER_URL, HEALTH_QUIZ_URL } from '../external-links.ts';
import { PAGE, updateDraft } from '../registration-draft.ts';
import { HelpfulArticles } from './helpful-articles.tsx';

const ROUTES = [
  { value: 'gp', label: 'I am registered with a GP surgery in Dorset' },
  { value: 'workplace', label: 'I work as a health professional in Dorset' },
  { value: 'neither', label: 'Neither of these' },
] as const;
const routeForm = z.strictObject({
  route: z.enum(['gp', 'workplace', 'neither'], { error: MSG.choose }),
});
type Step = 'choose' | 'gp' | 'workplace' | 'not-eligible';
const STEPS: readonly string[] = ['gp', 'workplace', 'not-eligible'];

function BackLink({ onClick }: { onClick: () => void }) {
  return (
    <p>
      <button type="button" className="button button--link back-link" onClick={onClick}>
        Back
      </button>
    </p>
  );
}

function ChooseRoute({ onChosen, onBack }: { onChosen: (step: Step) => void; onBack: () => void }) {
  const form = useZodForm(routeForm, {});
  return (
    <Page title="Your postcode is outside Dorset">
      <BackLink onClick={onBack} />
      <Heading>Your postcode is outside Dorset</Heading>
      <p className="lead">
        Our service is for Dorset, but you can still register if one of these is true for you.
      </p>
      <Form
        form={form}
        onSubmit={(values) => onChosen(values.route === 'neither' ? 'not-eligible' : values.route)}
      >
        <ChoiceGroup name="route" legend="Which of these applies to you?" choices={[...ROUTES]} />
        <Button type="submit">Continue</Button>
      </Form>
    </Page>
  );
}

/** The final check: a surgery or workplace that is on the county's lists. */
function FinalCheck({ kind, onBack }: { kind: 'gp' | 'workplace'; onBack: () => void }) {
  const navigate = useNavigate();
  const list = useDropdown(kind === 'gp' ? 'gpSurgery' : 'workplaces');
  const ids = useMemo(() => list.options?.map((o) => o.id) ?? [], [list.options]);
  const schema = useMemo(
    () => z.strictObject({ choice: optionId.refine((id) => ids.includes(id), MSG.choose) }),
    [ids],
  );
  const form = useZodForm(schema, {});
  const title = kind === 'gp' ? 'Which GP surgery are you registered with?' : 'Where do you work?';

  const submit = ({ choice }: { choice: number }) => {
    const field = kind === 'gp' ? 'gp_practice_id' : 'workplace';
    updateDraft((draft) => ({
      ...draft,
      values: { ...draft.values, [field]: choice },
      history: [PAGE.welcome, PAGE.eligibility, PAGE.nameAndGoals],
    }));
    navigate('/register');
  };

  return (
    <Page title={title}>
      <BackLink onClick={onBack} />
      <Heading>{title}</Heading>
      <Form form={form} onSubmit={submit}>
        <SelectField
          name="choice"
          label={kind === 'gp' ? 'GP surgery in Dorset' : 'Health or care organisation in Dorset'}
          choices={list.choices}
          loading={list.loading}
          numeric
        />
        <Button type="submit">Continue</Button>
      </Form>
    </Page>
  );
}

function NotEligible({ onBack }: { onBack: () => void }) {
  return (
    <Page title="We can't help you">
      <BackLink onClick={onBack} />
      <Heading>Oh no! We're sorry but as you're not based in Dorset we can't help you.</Heading>
      <p className="lead">There is still plenty you can do to look after your health.</p>
      <ul className="list--bullet">
        <li>
          <a href={HABIT_HACKER_URL} rel="noopener">
            Try the habit hacker to make small changes that stick
          </a>
        </li>
        <li>
          <a href={HEALTH_QUIZ_URL} rel="noopener">
            Take the quiz to get a free plan for your wellbeing
          </a>
        </li>
      </ul>
      <p>
        Entered the wrong postcode? <Link to="/register">Go back and change it</Link>.
      </p>
      <HelpfulArticles />
    </Page>
  );
}

/** /eligibility/not-in-dorset: three pages; Back from the first returns to /register as it was. */
export function NotInDorsetPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('step') ?? '';
  const step = (STEPS.includes(requested) ? requested : 'choose') as Step;
  const show = (next: Step) => setParams(next === 'choose' ? {} : { step: next });
  useFocusHeadingOnStep(step);

  if (step === 'gp' || step === 'workplace')
    return <FinalCheck key={step} kind={step} onBack={() => show('choose')} />;
  if (step === 'not-eligible') return <NotEligible onBack={() => show('choose')} />;
  return <ChooseRoute onChosen={show} onBack={() => navigate('/register')} />;
}
