import { formatUkDate } from '@coaching/shared/rules/dates';
import {
  planArticlesForm,
  planEventsForm,
  type StaffLibrary,
  type StaffPlan,
} from '@coaching/shared/schemas/staff-plan';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import type { Choice } from '../../../../components/form/select-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { type PlanContentKind, useChoosePlanContent } from '../api/choose-plan-content.ts';

type Props = { clientId: number; plan: StaffPlan; library: StaffLibrary };

const KINDS: Record<
  PlanContentKind,
  {
    field: 'article_ids' | 'event_ids';
    schema: z.ZodType<Record<string, number[]>, Record<string, number[]>>;
    chosen: (plan: StaffPlan) => number[];
    choices: (library: StaffLibrary) => Choice[];
  }
> = {
  articles: {
    field: 'article_ids',
    schema: planArticlesForm,
    chosen: (plan) => plan.article_ids,
    choices: (library) => library.articles.map((a) => ({ value: a.id, label: a.title })),
  },
  events: {
    field: 'event_ids',
    schema: planEventsForm,
    chosen: (plan) => plan.event_ids,
    choices: (library) =>
      library.events.map((e) => ({ value: e.id, label: `${e.title}, ${formatUkDate(e.start_date)}` })),
  },
};

/** The articles or the events suggested to the client: one form, two kinds of content. */
function SuggestionsForm({ kind, clientId, plan, library }: Props & { kind: PlanContentKind }) {
  const { field, schema, chosen, choices } = KINDS[kind];
  const choose = useChoosePlanContent();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(schema, { [field]: chosen(plan) });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        setSaved(false);
        await choose.mutateAsync({ clientId, kind, ids: values[field] ?? [] });
        setSaved(true);
      }}
    >
      {saved ? <Notice kind="success">Suggested {kind} saved.</Notice> : null}
      <ChoiceGroup name={field} legend={`Suggested ${kind}`} multiple choices={choices(library)} />
      <Button type="submit" variant="secondary">
        Save {kind}
      </Button>
    </Form>
  );
}

export function PlanSuggestions(props: Props) {
  return (
    <section className="staff-panel" aria-labelledby="plan-suggestions">
      <h3 className="heading-m" id="plan-suggestions">
        Suggested articles and events
      </h3>
      <div className="grid-row">
        <div className="grid-column-one-third">
          <SuggestionsForm kind="articles" {...props} />
        </div>
        <div className="grid-column-one-third">
          <SuggestionsForm kind="events" {...props} />
        </div>
      </div>
    </section>
  );
}
