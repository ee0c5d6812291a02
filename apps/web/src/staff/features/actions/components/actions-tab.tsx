import { formatUkDate } from '@coaching/shared/rules/dates';
import type { StaffActionView } from '@coaching/shared/schemas/actions';
import { actionForm } from '@coaching/shared/schemas/staff-record-forms';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Page } from '../../../../components/page.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffActions } from '../../../lib/api/get-staff-actions.ts';
import { fullName } from '../../../lib/format.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useClientId, useRecord } from '../../../lib/use-record.ts';
import { useEditAction } from '../api/edit-action.ts';
import { useRemoveAction } from '../api/remove-action.ts';
import { useSetAction } from '../api/set-action.ts';

/**
 * Setting a new action (no `action`) or editing one; the due date may be left empty. An edit is saved
 * against the action's version the form was filled from.
 */
export function ActionFormView({
  clientId,
  action,
  onDone,
}: {
  clientId: number;
  action?: StaffActionView;
  onDone: () => void;
}) {
  const create = useSetAction();
  const edit = useEditAction();
  const values = {
    title: action?.title ?? '',
    description: action?.description ?? '',
    due_date: action?.due_date ?? null,
  };
  const form = useZodForm(actionForm, values);
  const saveVersion = useFormVersion(form, { etag: action?.version ?? null, values, what: 'action' });
  return (
    <Form
      form={form}
      onSubmit={async (typed) => {
        if (action) {
          await saveVersion(async (ifMatch) => {
            const list = await edit.mutateAsync({ clientId, actionId: action.id, ifMatch, ...typed });
            return { etag: list.find((a) => a.id === action.id)?.version ?? null };
          });
        } else await create.mutateAsync({ clientId, ...typed });
        onDone();
      }}
    >
      <TextField name="title" label="Title" />
      <TextField
        name="description"
        label="What to do"
        hint="The client sees the first 77 characters in the list"
        multiline
      />
      <DateField name="due_date" label="Due date (optional)" empty={null} />
      <SubmitOrCancel submit={action ? 'Save action' : 'Set action'} onCancel={onDone} />
    </Form>
  );
}

export function ActionsTab() {
  const record = useRecord();
  const clientId = useClientId();
  const actions = useStaffActions(clientId);
  const remove = useRemoveAction();
  const forms = useOpenForm();
  return (
    <Page title={`${fullName(record)}: actions`} wide>
      <h2 className="heading-l" id="actions-heading" tabIndex={-1}>
        Actions
      </h2>
      {forms.open === 'new' ? (
        <section className="staff-panel" aria-labelledby="new-action">
          <h3 className="heading-m" id="new-action">
            Set an action
          </h3>
          <p>The client gets a notification.</p>
          <ActionFormView clientId={clientId} onDone={() => forms.close('new')} />
        </section>
      ) : (
        <p>
          <Button onClick={() => forms.show('new')}>Set an action</Button>
        </p>
      )}
      <Loaded query={actions} what="the actions">
        {(list) =>
          list.length === 0 ? (
            <p>No actions yet.</p>
          ) : (
            <ul className="cards">
              {list.map((action) => (
                <li className="card" key={action.id}>
                  {forms.open === `edit-${action.id}` ? (
                    <ActionFormView
                      clientId={clientId}
                      action={action}
                      onDone={() => forms.close(`edit-${action.id}`)}
                    />
                  ) : (
                    <>
                      <h3 className="heading-s">{action.title}</h3>
                      <p>{action.description}</p>
                      <p>
                        {action.due_date ? `Due ${formatUkDate(action.due_date)}` : 'No due date'} ·{' '}
                        <span className={`tag${action.status === 'complete' ? ' tag--green' : ''}`}>
                          {action.status === 'complete' ? 'Complete' : 'Not done yet'}
                        </span>
                      </p>
                      <div className="staff-inline-actions">
                        <Button variant="secondary" onClick={() => forms.show(`edit-${action.id}`)}>
                          Edit<span className="visually-hidden"> {action.title}</span>
                        </Button>
                        <Button
                          variant="link"
                          // The card goes with its button: the list's heading takes the focus.
                          onClick={() =>
                            remove.mutate(
                              { clientId, actionId: action.id },
                              { onSuccess: () => document.getElementById('actions-heading')?.focus() },
                            )
                          }
                        >
                          Remove<span className="visually-hidden"> {action.title}</span>
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  );
}
