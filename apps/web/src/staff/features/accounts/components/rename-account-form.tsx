import { renameAccountForm, type StaffAccount } from '@coaching/shared/schemas/staff-accounts';
import { useEffect, useRef } from 'react';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useChangeAccount } from '../api/change-account.ts';

/**
 * Correcting the name on an account, as its owner's colleagues and clients read it: the name field is
 * focused when it opens. Saved over the version of the account the form was opened with.
 */
export function RenameAccountForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const change = useChangeAccount();
  const values = { name: account.name };
  const form = useZodForm(renameAccountForm, values);
  const saveVersion = useFormVersion(form, { etag: account.version, values, what: 'account' });
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.querySelector('input')?.focus(), []);
  return (
    <section ref={box} className="staff-panel" aria-labelledby={`rename-${account.id}`}>
      <h2 className="heading-s" id={`rename-${account.id}`}>
        Change the name of {account.name}
      </h2>
      <Form
        form={form}
        onSubmit={async (values) => {
          await saveVersion(async (ifMatch) => {
            await change.mutateAsync({ staffId: account.id, ifMatch, ...values });
            return { etag: null };
          });
          onDone();
        }}
      >
        <TextField name="name" label="Full name" autoComplete="off" />
        <SubmitOrCancel submit="Save name" onCancel={onDone} />
      </Form>
    </section>
  );
}
