import { type ClientBarriers, clientBarrierChoice } from '@coaching/shared/schemas/barriers';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { barrierChoiceSets } from '../../../lib/barrier-choices.ts';
import { useChooseBarriers } from '../api/choose-barriers.ts';
import { useBarriers } from '../api/get-barriers.ts';

function ChooseBarriersForm({ current, onDone }: { current: ClientBarriers; onDone: () => void }) {
  const choose = useChooseBarriers();
  const chosen = current.barriers.flatMap((b) => (b.common_key ? [b.common_key] : []));
  const form = useZodForm(clientBarrierChoice, { common_keys: chosen });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await choose.mutateAsync(values);
        onDone();
      }}
    >
      <ChoiceGroup
        name="common_keys"
        legend="What gets in the way?"
        hint="Tick all that are true for you. Your coach will see them and suggest ways round them."
        multiple
        groups={barrierChoiceSets(current.options)}
      />
      <SubmitOrCancel submit="Save" onCancel={onDone} />
    </Form>
  );
}

/** "What gets in the way?": the client names their barriers from the common list in a few taps. */
export function BarriersSection() {
  const barriers = useBarriers();
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (barriers.isError) console.error('Unable to load barriers', barriers.error);
  }, [barriers.isError, barriers.error]);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById('barriers-change')?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <section aria-labelledby="barriers-heading">
      <h2 className="heading-l" id="barriers-heading">
        What gets in the way?
      </h2>
      {barriers.isError ? (
        <Notice kind="error">
          <p>We could not load what gets in your way. Please try again later.</p>
        </Notice>
      ) : null}
      {barriers.data ? (
        <>
          {barriers.data.barriers.length === 0 ? (
            <p>Telling your coach what makes change hard helps them suggest what could work for you.</p>
          ) : (
            <ul className="list--bullet">
              {barriers.data.barriers.map((b) => (
                <li key={b.id}>{b.words}</li>
              ))}
            </ul>
          )}
          {open ? (
            <ChooseBarriersForm current={barriers.data} onDone={() => setOpen(false)} />
          ) : barriers.data.options.length > 0 ? (
            <Button variant="secondary" id="barriers-change" onClick={() => setOpen(true)}>
              {barriers.data.barriers.length === 0
                ? 'Tell us what gets in the way'
                : 'Change what gets in the way'}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
