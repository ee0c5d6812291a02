import { type StaffAccount, staffAccountForm } from '@coaching/shared/schemas/staff-accounts';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useAccounts } from '../../../lib/api/get-accounts.ts';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { refusalText } from '../../../lib/refusal.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useChangeAccount } from '../api/change-account.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { RenameAccountForm } from './rename-account-form.tsx';
import { RetireCoachForm } from './retire-coach-form.tsx';

function NewAccountForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAccount();
  const form = useZodForm(staffAccountForm, { email: '', name: '', password: '' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        onDone();
      }}
    >
      <TextField name="name" label="Full name" autoComplete="off" />
      <TextField name="email" label="Work email address" type="email" autoComplete="off" />
      <ChoiceGroup
        name="role"
        legend="Role"
        choices={[
          { value: 'coach', label: 'Coach: their own caseload' },
          { value: 'admin', label: 'Administrator: every client, content, accounts and the audit log' },
        ]}
      />
      <TextField
        name="password"
        label="First password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters. Give it to them in person; they set up the authenticator app when they first sign in."
      />
      <SubmitOrCancel submit="Add account" onCancel={onDone} />
    </Form>
  );
}

/**
 * The changes an administrator can make to an account, with what went wrong beside them. Their own
 * account's name only: they cannot retire themselves or drop their own role.
 */
function AccountActions({ account, own }: { account: StaffAccount; own: boolean }) {
  const change = useChangeAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<'rename' | 'retire' | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Each change is made over the version of the account this row shows (a refusal reloads the list).
  const run = (body: Omit<Parameters<typeof change.mutate>[0], 'ifMatch'>) => {
    setProblem(null);
    change.mutate(
      { ...body, ifMatch: account.version },
      {
        onError: (e) => setProblem(refusalText(e, 'That change could not be saved.')),
      },
    );
  };
  const who = <span className="visually-hidden"> for {account.name}</span>;
  const retireAsks = account.active && account.clients > 0;
  return (
    <>
      <div className="staff-inline-actions">
        {own ? 'You' : null}
        <Button
          ref={renameButton}
          variant="link"
          aria-expanded={open === 'rename'}
          onClick={() => setOpen('rename')}
        >
          Change name{who}
        </Button>
        {own ? null : (
          <>
            <Button
              variant="link"
              onClick={() => run({ staffId: account.id, role: account.role === 'admin' ? 'coach' : 'admin' })}
            >
              {account.role === 'admin' ? 'Make coach' : 'Make administrator'}
              {who}
            </Button>
            <Button variant="link" onClick={() => run({ staffId: account.id, reset_second_factor: true })}>
              Reset authenticator app{who}
            </Button>
            <Button
              variant="link"
              aria-expanded={retireAsks ? open === 'retire' : undefined}
              onClick={() =>
                retireAsks ? setOpen('retire') : run({ staffId: account.id, active: !account.active })
              }
            >
              {account.active ? 'Retire' : 'Bring back'}
              {who}
            </Button>
          </>
        )}
      </div>
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      {open === 'rename' ? (
        <RenameAccountForm
          account={account}
          onDone={() => {
            setOpen(null);
            renameButton.current?.focus();
          }}
        />
      ) : null}
      {open === 'retire' ? <RetireCoachForm account={account} onDone={() => setOpen(null)} /> : null}
    </>
  );
}

const accountColumns = (meId: number): Column<StaffAccount>[] => [
  {
    key: 'name',
    header: 'Name',
    sortValue: (a) => a.name,
    cell: (a) => (
      <>
        {a.name}
        <br />
        <span className="secondary-text">{a.email}</span>
      </>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    sortValue: (a) => a.role,
    cell: (a) => (a.role === 'admin' ? 'Administrator' : 'Coach'),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (a) =>
      `${a.active ? 'Active' : 'Retired'}${a.locked ? ' · Locked for now' : ''}${a.second_factor ? '' : ' · App not set up'}`,
  },
  { key: 'clients', header: 'Clients', sortValue: (a) => a.clients, cell: (a) => a.clients },
  {
    key: 'change',
    header: 'Change',
    headerHidden: true,
    className: 'table__actions',
    cell: (a) => <AccountActions account={a} own={a.id === meId} />,
  },
];

export function AccountsPage() {
  const me = useStaffMe();
  const accounts = useAccounts();
  const forms = useOpenForm<'new'>();
  return (
    <AdminOnly>
      <Page title="Staff accounts" wide>
        <Heading>Staff accounts</Heading>
        <p>
          Retiring a coach signs them out. Their open clients and upcoming sessions go to the colleagues you
          choose.
        </p>
        {forms.open === 'new' ? (
          <section className="staff-panel" aria-labelledby="new-account">
            <h2 className="heading-m" id="new-account">
              New account
            </h2>
            <NewAccountForm onDone={() => forms.close('new')} />
          </section>
        ) : (
          <p>
            <Button onClick={() => forms.show('new')}>Add an account</Button>
          </p>
        )}
        <Loaded query={accounts} what="the accounts">
          {(list) => (
            <DataTable
              caption="Staff accounts"
              captionHidden
              columns={accountColumns(me.id)}
              rows={list}
              rowKey={(a) => a.id}
              empty="There are no staff accounts."
              initialSort={{ key: 'name', direction: 'ascending' }}
            />
          )}
        </Loaded>
      </Page>
    </AdminOnly>
  );
}
