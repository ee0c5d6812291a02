import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { describeTarget, SELF_LOG_TARGETS } from '@coaching/shared/rules/self-log-targets';
import { type SelfLogTargets, selfLogTargetForm } from '@coaching/shared/schemas/self-log-targets';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useSelfLogTargets } from '../api/get-self-log-targets.ts';
import { useRemoveSelfLogTarget } from '../api/remove-self-log-target.ts';
import { useSetSelfLogTarget } from '../api/set-self-log-target.ts';

function TargetForm({ clientId, measures }: { clientId: number; measures: SelfLogMeasure[] }) {
  const set = useSetSelfLogTarget();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useZodForm(selfLogTargetForm, { measure: measures.length === 1 ? measures[0] : undefined });
  const measure = form.watch('measure');
  const rule = measure ? SELF_LOG_TARGETS[measure] : null;
  return (
    <>
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setSaved(null);
          await set.mutateAsync({ clientId, ...values });
          setSaved(`Target saved: ${SELF_LOG_TARGETS[values.measure].name}.`);
        }}
      >
        <SelectField
          name="measure"
          label="Target for"
          choices={measures.map((m) => ({ value: m, label: SELF_LOG_TARGETS[m].name }))}
        />
        <TextField
          name="value"
          label={rule?.label ?? 'Target'}
          hint={rule ? `From ${rule.min} to ${rule.max.toLocaleString('en-GB')} ${rule.per}` : undefined}
          type="number"
          inputMode="decimal"
          width="short"
        />
        <Button type="submit">Save target</Button>
      </Form>
    </>
  );
}

function TargetList({ clientId, targets }: { clientId: number; targets: SelfLogTargets['targets'] }) {
  const remove = useRemoveSelfLogTarget();
  if (!targets.length) return <p className="secondary-text">No targets set yet.</p>;
  return (
    <>
      {remove.isError ? <Notice kind="error">We could not remove the target. Try again.</Notice> : null}
      <dl className="summary-list">
        {targets.map((target) => (
          <div className="summary-list__row" key={target.measure}>
            <dt className="summary-list__key">{SELF_LOG_TARGETS[target.measure].name}</dt>
            <dd className="summary-list__value">{describeTarget(target.measure, target.value)}</dd>
            <dd className="summary-list__actions">
              <Button
                variant="link"
                aria-label={`Remove the ${SELF_LOG_TARGETS[target.measure].name} target`}
                onClick={() => remove.mutate({ clientId, measure: target.measure })}
              >
                Remove
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The weekly targets the client sees beside their own logs (issue 31), one per measure of their goals;
 * saving a measure's target again replaces it.
 */
export function SelfLogTargetsPanel({ clientId }: { clientId: number }) {
  const targets = useSelfLogTargets(clientId);
  return (
    <section className="staff-panel" aria-labelledby="self-log-targets">
      <h3 className="heading-m" id="self-log-targets">
        Targets for self-logging
      </h3>
      <Loaded query={targets} what="the targets">
        {({ measures, targets: set }) =>
          measures.length ? (
            <>
              <TargetList clientId={clientId} targets={set} />
              <TargetForm clientId={clientId} measures={measures} />
            </>
          ) : (
            <p>Choose the client’s goals first: targets are for the measures of their goals.</p>
          )
        }
      </Loaded>
    </section>
  );
}
