import { PATHWAY_LABELS, PATHWAY_SLUGS, SERVICE_LEVELS } from '@coaching/shared/constants';
import { CASE_STAGE_LABELS, CASE_STAGES } from '@coaching/shared/rules/client-stage';
import { clientListQuery } from '@coaching/shared/schemas/staff-clients';
import type { z } from 'zod';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useTeam } from '../../../lib/api/get-team.ts';

export const clientFilters = clientListQuery.pick({
  search: true,
  stage: true,
  service_level: true,
  pathway: true,
  coach: true,
  no_contact_days: true,
});
export const FILTER_KEYS = Object.keys(clientFilters.shape) as (keyof typeof clientFilters.shape)[];

/** Filter values as the address holds them: text, or absent. */
export type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** The search box and filters; submitting puts them in the address (so Back and links keep them). */
export function ClientFilters({
  values,
  onSearch,
}: {
  values: Filters;
  onSearch: (values: Filters) => void;
}) {
  const team = useTeam();
  // The address holds text; the schema turns it into numbers and choices on submit.
  const form = useZodForm(clientFilters, values as z.input<typeof clientFilters>);
  return (
    <Form
      form={form}
      onSubmit={(chosen) =>
        onSearch(
          Object.fromEntries(
            FILTER_KEYS.flatMap((key) => (chosen[key] === undefined ? [] : [[key, String(chosen[key])]])),
          ),
        )
      }
    >
      <TextField
        name="search"
        label="Search"
        hint="Full name or surname, phone number, postcode, date of birth (DD/MM/YYYY), e-mail or client number (#12)"
        width="half"
      />
      <details className="details">
        <summary>Filters</summary>
        <SelectField
          name="stage"
          label="Stage"
          choices={CASE_STAGES.map((s) => ({ value: s, label: CASE_STAGE_LABELS[s] }))}
        />
        <SelectField
          name="service_level"
          label="Service level"
          numeric
          choices={SERVICE_LEVELS.map((l) => ({ value: l, label: `Level ${l}` }))}
        />
        <SelectField
          name="pathway"
          label="Pathway"
          choices={PATHWAY_SLUGS.map((p) => ({ value: p, label: PATHWAY_LABELS[p] }))}
        />
        <SelectField
          name="coach"
          label="Coach"
          loading={team.isPending}
          choices={[
            { value: 'none', label: 'Not taken on yet' },
            ...(team.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
          ]}
        />
        <TextField
          name="no_contact_days"
          label="No contact for at least (days)"
          type="number"
          inputMode="numeric"
          width="short"
        />
      </details>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
