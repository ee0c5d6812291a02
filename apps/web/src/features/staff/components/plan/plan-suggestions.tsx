import { formatUkDate } from '@coaching/shared/rules/dates';
import {
  planArticlesForm,
  planEventsForm,
  type StaffLibrary,
  type StaffPlan,
} from '@coaching/shared/schemas/staff-plan';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { useChoosePlanArticles } from '../../api/choose-plan-articles.ts';
import { useChoosePlanEvents } from '../../api/choose-plan-events.ts';

type Props = { clientId: number; plan: StaffPlan; library: StaffLibrary };

function ArticlesForm({ clientId, plan, library }: Props) {
  const choose = useChoosePlanArticles();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(planArticlesForm, { article_ids: plan.article_ids });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        setSaved(false);
        await choose.mutateAsync({ clientId, ...values });
        setSaved(true);
      }}
    >
      {saved ? <Notice kind="success">Suggested articles saved.</Notice> : null}
      <ChoiceGroup
        name="article_ids"
        legend="Suggested articles"
        multiple
        choices={library.articles.map((a) => ({ value: a.id, label: a.title }))}
      />
      <Button type="submit" variant="secondary">
        Save articles
      </Button>
    </Form>
  );
}

function EventsForm({ clientId, plan, library }: Props) {
  const choose = useChoosePlanEvents();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(planEventsForm, { event_ids: plan.event_ids });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        setSaved(false);
        await choose.mutateAsync({ clientId, ...values });
        setSaved(true);
      }}
    >
      {saved ? <Notice kind="success">Suggested events saved.</Notice> : null}
      <ChoiceGroup
        name="event_ids"
        legend="Suggested events"
        multiple
        choices={library.events.map((e) => ({
          value: e.id,
          label: `${e.title}, ${formatUkDate(e.start_date)}`,
        }))}
      />
      <Button type="submit" variant="secondary">
        Save events
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
          <ArticlesForm {...props} />
        </div>
        <div className="grid-column-one-third">
          <EventsForm {...props} />
        </div>
      </div>
    </section>
  );
}
