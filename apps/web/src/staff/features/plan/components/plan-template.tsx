import { PATHWAY_LABELS, PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import { PLAN_TEMPLATES } from '@coaching/shared/rules/plan-templates';
import { plural } from '@coaching/shared/rules/wording';
import {
  applyPlanTemplate,
  type PlanTemplateAnswer,
  type StaffLibrary,
  type StaffPlan,
} from '@coaching/shared/schemas/staff-plan';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { useApplyPlanTemplate } from '../api/apply-plan-template.ts';

type Props = { clientId: number; plan: StaffPlan; library: StaffLibrary };

function addedSentence({ goal_notes, techniques, actions }: PlanTemplateAnswer['added']) {
  if (goal_notes + techniques + actions === 0) return 'The plan already had everything in this template.';
  return `Added ${plural(goal_notes, 'goal note')}, ${plural(techniques, 'technique')} and ${plural(actions, 'action')}. Edit them below and on the Actions tab.`;
}

/** What a template holds, so the coach knows what they are adding before they add it. */
function TemplateContents({ pathway, library }: { pathway: PathwaySlug; library: StaffLibrary }) {
  const template = PLAN_TEMPLATES[pathway];
  const friendly = new Map(library.bcts.map((b) => [b.name, b.web_friendly_name]));
  return (
    <details className="details">
      <summary>What the {PATHWAY_LABELS[pathway].toLowerCase()} template adds</summary>
      <div className="details__text">
        <h4 className="heading-s">Goal notes</h4>
        <ul className="list--bullet">
          {template.goals.map((g) => (
            <li key={g.title}>
              {g.title}: {g.note}
            </li>
          ))}
        </ul>
        <h4 className="heading-s">Techniques</h4>
        <ul className="list--bullet">
          {template.techniques.map((name) => (
            <li key={name}>{friendly.get(name) ?? `${name} (not in the library, so not added)`}</li>
          ))}
        </ul>
        <h4 className="heading-s">Actions for the client</h4>
        <ul className="list--bullet">
          {template.actions.map((a) => (
            <li key={a.title}>
              {a.title}, due in {a.dueInDays} days
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** A pathway's starting goal notes, techniques and actions, added to the plan and then edited. */
export function PlanTemplate({ clientId, plan, library }: Props) {
  const apply = useApplyPlanTemplate();
  const [added, setAdded] = useState<PlanTemplateAnswer['added'] | null>(null);
  const form = useZodForm(applyPlanTemplate, { pathway: plan.pathways[0] });
  const pathway = form.watch('pathway');
  return (
    <section className="staff-panel" aria-labelledby="plan-template">
      <h3 className="heading-m" id="plan-template">
        Start from a template
      </h3>
      <p>
        A template adds a pathway’s usual goal, techniques and actions to this plan, to edit with the client.
        Nothing the plan already has is added twice. The client is told of each new action.
      </p>
      {added ? <Notice kind="success">{addedSentence(added)}</Notice> : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setAdded(null);
          setAdded((await apply.mutateAsync({ clientId, ...values })).added);
        }}
      >
        <ChoiceGroup
          name="pathway"
          legend="Template"
          choices={PATHWAY_SLUGS.map((slug) => ({ value: slug, label: PATHWAY_LABELS[slug] }))}
        />
        {pathway ? <TemplateContents pathway={pathway} library={library} /> : null}
        <Button type="submit" variant="secondary">
          Add the template to the plan
        </Button>
      </Form>
    </section>
  );
}
