import { type Labels, reviewRows } from '@coaching/shared/rules/assessment-answer-rows';
import { sixPlusQuestion } from '@coaching/shared/rules/assessment-questions';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { useDropdownChoices } from '../../api/get-dropdown-options.ts';
import { answersToSend } from '../../offered-barriers.ts';
import type { PageProps } from '../page-props.ts';

const labelMap = (choices: { value: string | number; label: string }[] | undefined) =>
  new Map((choices ?? []).map((c) => [Number(c.value), c.label]));

type Props = Omit<PageProps, 'onContinue'> & { onSubmit: () => void; problems: string[] };

/** Check your answers, then Submit: nothing can be changed afterwards. */
export function ReviewPage({ ctx, pre, answers, progress, onSubmit, onBack, problems }: Props) {
  const motivation = useDropdownChoices('motivation');
  const ethnicity = useDropdownChoices('ethnicity');
  const smokingType = useDropdownChoices('SmokingType');
  const labels: Labels = {
    motivation: labelMap(motivation.data),
    ethnicity: labelMap(ethnicity.data),
    smokingType: labelMap(smokingType.data),
    sixPlus: sixPlusQuestion(pre.gender).question,
  };
  const rows = reviewRows(answersToSend(answers, ctx, pre), labels);
  return (
    <Page title="Check your answers - Quick health check">
      <p className="progress">{progress}</p>
      <Heading>Check your answers</Heading>
      {problems.length ? (
        <Notice kind="error" title="There is a problem">
          <ul className="list--bullet">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <dl className="summary-list">
        {rows.map((row) => (
          <div className="summary-list__row" key={row.key}>
            <dt className="summary-list__key">{row.question}</dt>
            <dd className="summary-list__value">{row.answer}</dd>
          </div>
        ))}
      </dl>
      <p>Once you submit, you cannot change your answers. Use Back to change anything first.</p>
      <div className="button-group">
        <Button type="submit" onClick={onSubmit}>
          Submit
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </Page>
  );
}
