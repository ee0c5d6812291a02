import { OPTION, PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import { canonicalPhone } from '@coaching/shared/rules/phone';
import { normalisePostcode } from '@coaching/shared/rules/postcode';
import { Button } from '../../../components/button.tsx';
import { useErrorTitle } from '../../../components/page.tsx';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { useDropdown } from '../api/get-dropdown.ts';
import { PAGE, type Page, type RegistrationValues } from '../registration-draft.ts';
import type { PageProblem } from '../registration-payload.ts';
import { StepLayout } from './step-layout.tsx';

type Row = { key: string; value: React.ReactNode };

const PAGE_NAMES: Record<number, string> = {
  [PAGE.eligibility]: 'eligibility details',
  [PAGE.nameAndGoals]: 'name and goals',
  [PAGE.personal]: 'personal and contact details',
  [PAGE.referrer]: 'details as the person registering',
};

function Section({
  title,
  page,
  rows,
  onEdit,
}: {
  title: string;
  page: Page;
  rows: Row[];
  onEdit: (p: Page) => void;
}) {
  return (
    <section>
      <h2 className="heading-m">{title}</h2>
      <p>
        <Button variant="secondary" onClick={() => onEdit(page)}>
          Edit<span className="visually-hidden"> your {PAGE_NAMES[page]}</span>
        </Button>
      </p>
      <dl className="summary-list">
        {rows.map((row) => (
          <div className="summary-list__row" key={row.key}>
            <dt className="summary-list__key">{row.key}</dt>
            <dd className="summary-list__value">{row.value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

type Props = {
  values: RegistrationValues;
  problems: PageProblem[];
  failed: boolean;
  onBack: () => void;
  onEdit: (page: Page) => void;
  onSubmit: () => void;
};

/** Page 5: check your answers, with an Edit button back to each of pages 1 to 4, then Submit. */
export function ReviewStep({ values, problems, failed, onBack, onEdit, onSubmit }: Props) {
  const contact = useDropdown('PreferredContact');
  const gender = useDropdown('gender');
  const ethnicity = useDropdown('ethnicity');
  const surgeries = useDropdown('gpSurgery');
  const workplaces = useDropdown('workplaces');
  const heard = useDropdown('highLevelHdyhau');
  const relations = useDropdown('referrerRelations');
  const hasProblem = problems.length > 0 || failed;
  useErrorTitle(hasProblem);
  const summary = useFocusWhen<HTMLDivElement>(hasProblem);

  const forSomeoneElse = values.someone_else === 'for-someone-else';
  const genderText =
    values.gender === OPTION.genderSelfDescribe ? values.gender_other : gender.labelOf(values.gender);
  const heardText =
    values.how_did_you_hear_about_us === OPTION.hearOther
      ? values.how_did_you_hear_about_us_other
      : heard.labelOf(values.how_did_you_hear_about_us);

  return (
    <StepLayout title="Check your answers" onBack={onBack}>
      {hasProblem ? (
        <div
          className="error-summary"
          role="alert"
          aria-labelledby="review-problem-title"
          tabIndex={-1}
          ref={summary}
        >
          <h2 className="error-summary__title" id="review-problem-title">
            There is a problem
          </h2>
          <ul className="error-summary__list">
            {failed ? <li>We could not register you just now. Please try again.</li> : null}
            {problems.map((p) => (
              <li key={p.field}>
                <Button variant="link" onClick={() => onEdit(p.page)}>
                  {p.message}
                  <span className="visually-hidden"> (edit your {PAGE_NAMES[p.page]})</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Section
        title="Eligibility"
        page={PAGE.eligibility}
        onEdit={onEdit}
        rows={[
          { key: 'Email address', value: values.email },
          { key: 'Date of birth', value: values.dob ? formatUkDate(values.dob) : '' },
          { key: 'Postcode', value: values.postcode && normalisePostcode(values.postcode) },
        ]}
      />
      <Section
        title="Name and goals"
        page={PAGE.nameAndGoals}
        onEdit={onEdit}
        rows={[
          { key: 'Name', value: [values.first_name, values.last_name].filter(Boolean).join(' ') },
          {
            key: 'Goals',
            value: (values.pathways ?? []).map((p) => PATHWAY_LABELS[p as PathwaySlug]).join(', '),
          },
        ]}
      />
      <Section
        title="Personal and contact details"
        page={PAGE.personal}
        onEdit={onEdit}
        rows={[
          {
            key: 'Phone number',
            value: values.phone_number && (canonicalPhone(values.phone_number) ?? values.phone_number),
          },
          { key: 'Contact method', value: contact.labelOf(values.contact_method) },
          { key: 'Leave a message', value: values.leave_message === 'yes' ? 'Yes' : 'No' },
          { key: 'Gender', value: genderText },
          { key: 'Ethnic group', value: ethnicity.labelOf(values.ethnicity) },
          { key: 'GP surgery', value: surgeries.labelOf(values.gp_practice_id) },
          { key: 'Workplace', value: workplaces.labelOf(values.workplace) },
          { key: 'Additional support', value: values.additional_support },
          { key: 'Registering', value: forSomeoneElse ? 'Someone else' : 'Myself' },
          { key: 'How you heard about us', value: heardText },
          { key: 'Terms accepted', value: yesNo(values.accept_terms) },
          { key: 'Share pseudonymised information', value: yesNo(values.share_pseudonymised) },
          { key: 'Newsletter', value: yesNo(values.receive_newsletter) },
        ]}
      />
      {forSomeoneElse ? (
        <Section
          title="Your details as the person registering"
          page={PAGE.referrer}
          onEdit={onEdit}
          rows={[
            {
              key: 'Name',
              value: [values.someone_else_first_name, values.someone_else_last_name]
                .filter(Boolean)
                .join(' '),
            },
            { key: 'Email address', value: values.someone_else_email },
            { key: 'Relationship', value: relations.labelOf(values.someone_else_relationship) },
          ]}
        />
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit">Submit</Button>
      </form>
    </StepLayout>
  );
}
