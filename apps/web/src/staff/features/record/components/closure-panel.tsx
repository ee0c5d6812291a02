import { formatUkDate } from '@coaching/shared/rules/dates';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { RefusalNotice } from '../../../components/refusal-notice.tsx';
import { formatUkDateTime } from '../../../lib/format.ts';
import { useCloseAccount } from '../api/close-account.ts';

/** A closure request, and actioning it: personal data is erased for good, so it asks first. */
export function ClosurePanel({ record }: { record: ClientRecord }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseAccount();
  if (!record.closure_requested_at || record.closed_at) return null;
  return (
    <section className="staff-panel" aria-labelledby="closure-panel">
      <h2 className="heading-s" id="closure-panel">
        Closure request
      </h2>
      <p>
        Asked on {formatUkDateTime(record.closure_requested_at)}. Close by{' '}
        {record.closure_due ? formatUkDate(record.closure_due) : 'two working days'}.
      </p>
      <Button variant="warning" onClick={() => setConfirming(true)}>
        Close account
      </Button>
      <Modal open={confirming} title="Close this account?" onClose={() => setConfirming(false)}>
        <p>
          This erases the client’s personal details, notes, messages and actions, and ends every login. It
          keeps only the statistics we report, without name or contact details. It cannot be undone.
        </p>
        <RefusalNotice error={close.error} fallback="The account could not be closed. Try again." />
        <div className="button-group">
          <Button
            variant="warning"
            onClick={() => close.mutate(record.id, { onSuccess: () => setConfirming(false) })}
          >
            Yes, close the account and erase the data
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            No, keep it
          </Button>
        </div>
      </Modal>
    </section>
  );
}
