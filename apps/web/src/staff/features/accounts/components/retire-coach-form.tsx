import { retireCoachForm, type StaffAccount } from '@coaching/shared/schemas/staff-accounts';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useTeam } from '../../../lib/api/get-team.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useChangeAccount } from '../api/change-account.ts';

/**
 * Retiring a coach who still has open clients asks who takes them on (issue 29): one colleague takes
 * them all, several share them by caseload; their upcoming sessions go with them. Saved over the
 * version of the account the form was opened with.
 */
export function RetireCoachForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const change = useChangeAccount();
  const team = useTeam();
  const values = { successor_ids: [] };
  const form = useZodForm(retireCoachForm, values);
  const saveVersion = useFormVersion(form, { etag: account.version, values, what: 'account' });
  const colleagues = (team.data ?? []).filter((member) => member.id !== account.id);
  const count = `${account.clients} open client${account.clients === 1 ? '' : 's'}`;
  return (
    <section className="staff-panel" aria-labelledby={`retire-${account.id}`}>
      <h2 className="heading-s" id={`retire-${account.id}`}>
        Retire {account.name}
      </h2>
      <Form
        form={form}
        onSubmit={async (values) => {
          await saveVersion(async (ifMatch) => {
            await change.mutateAsync({ staffId: account.id, active: false, ifMatch, ...values });
            return { etag: null };
          });
          onDone();
        }}
      >
        <ChoiceGroup
          name="successor_ids"
          legend={`Who takes on their ${count}?`}
          hint="Choose one colleague to take them all, or several to share them: each client goes to whoever has the fewest open clients at the time. Upcoming sessions move with their client."
          multiple
          choices={colleagues.map((member) => ({
            value: member.id,
            label: member.role === 'admin' ? `${member.name} (administrator)` : member.name,
          }))}
        />
        <div className="button-group">
          <Button type="submit" variant="warning">
            Retire and move their clients
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
