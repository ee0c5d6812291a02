import { CLOSURE_WORKING_DAYS } from '@coaching/shared/constants';
import { ACCOUNT_MSG } from '@coaching/shared/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useCloseAccount } from '../api/close-account.ts';

/** Portal §4: once closure is requested, Yes and No are disabled and the two-working-days message shows. */
export function CloseAccount({ closureRequested }: { closureRequested: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCloseAccount();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await close.mutateAsync();
      navigate('/account-closed', { replace: true, state: { closed: true } });
    } catch (error) {
      console.error('Account closure failed', error);
    }
  };

  return (
    <section className="close-account" aria-labelledby="close-account-heading">
      <h2 className="heading-m" id="close-account-heading">
        Close your account
      </h2>
      {closureRequested ? <p>{ACCOUNT_MSG.closurePending}</p> : null}
      <Button variant="warning" onClick={() => setOpen(true)}>
        Close my account
      </Button>
      <Modal open={open} title="Close your account?" onClose={() => setOpen(false)}>
        {closureRequested ? (
          <Notice kind="info">
            <p>{ACCOUNT_MSG.closurePending}</p>
          </Notice>
        ) : (
          <p>
            Your coaching will stop and we will close your account within {CLOSURE_WORKING_DAYS} working days.
            You will be signed out straight away.
          </p>
        )}
        <div className="button-group">
          <Button variant="warning" disabled={closureRequested} onClick={confirm}>
            Yes, close my account
          </Button>
          <Button variant="secondary" disabled={closureRequested} onClick={() => setOpen(false)}>
            No, keep my account
          </Button>
        </div>
      </Modal>
    </section>
  );
}
