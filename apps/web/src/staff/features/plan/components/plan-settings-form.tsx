import {
  PATHWAY_LABELS,
  PATHWAY_SLUGS,
  SERVICE_LEVEL_LABELS,
  SERVICE_LEVELS,
} from '@coaching/shared/constants';
import { planSettings, type StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useSavePlanSettings } from '../api/save-plan-settings.ts';

type Props = { clientId: number; plan: StaffPlan | null; etag: string | null };

export function PlanSettingsForm({ clientId, plan, etag }: Props) {
  const save = useSavePlanSettings();
  const [saved, setSaved] = useState(false);
  const values = { service_level: plan?.service_level, pathways: plan?.pathways ?? [] };
  const form = useZodForm(planSettings, values);
  // Before the plan exists, the version of "no plan yet" (its ETag); then the settings' own.
  const version = plan ? plan.settings_version : etag;
  const saveVersion = useFormVersion(form, { etag: version, values, what: 'plan' });
  return (
    <section className="staff-panel" aria-labelledby="plan-settings">
      <h3 className="heading-m" id="plan-settings">
        Service level and goals
      </h3>
      {saved ? <Notice kind="success">Plan saved.</Notice> : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setSaved(false);
          await saveVersion((ifMatch) =>
            save
              .mutateAsync({ clientId, ifMatch, ...values })
              .then((answer) => ({ etag: answer.data?.settings_version ?? null })),
          );
          setSaved(true);
        }}
      >
        <ChoiceGroup
          name="service_level"
          legend="Service level"
          choices={SERVICE_LEVELS.map((level) => ({
            value: level,
            label: SERVICE_LEVEL_LABELS[level] ?? `Level ${level}`,
          }))}
        />
        <ChoiceGroup
          name="pathways"
          legend="Goals"
          hint="Select all that apply"
          multiple
          choices={PATHWAY_SLUGS.map((slug) => ({ value: slug, label: PATHWAY_LABELS[slug] }))}
        />
        <Button type="submit">{plan ? 'Save plan' : 'Create plan'}</Button>
      </Form>
    </section>
  );
}
