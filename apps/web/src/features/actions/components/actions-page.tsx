import type { ActionView } from '@coaching/shared/schemas/actions';
import { useEffect, useState } from 'react';
import { Notice } from '../../../components/inset.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useActions } from '../api/get-actions.ts';
import { useUpdateAction } from '../api/update-action.ts';
import { ActionCard } from './action-card.tsx';

export function ActionsPage() {
  const actions = useActions();
  const update = useUpdateAction();
  const [tab, setTab] = useState('current');
  const [celebrate, setCelebrate] = useState(false);

  useEffect(() => {
    if (actions.isError) console.error('Unable to load actions', actions.error);
  }, [actions.isError, actions.error]);

  const setStatus = async (action: ActionView, status: ActionView['status']) => {
    try {
      await update.mutateAsync({ id: action.id, status });
      if (status === 'complete') setCelebrate(true);
    } catch (error) {
      console.error('Unable to update the action', error);
    }
  };

  const list = (status: ActionView['status'], empty: string) => {
    const shown = (actions.data ?? []).filter((action) => action.status === status);
    if (shown.length === 0) return <p>{empty}</p>;
    return (
      <ul className="action-list">
        {shown.map((action) => (
          <li key={action.id}>
            <ActionCard action={action} onChange={(next) => setStatus(action, next)} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Page title="Actions">
      <Heading>Your actions</Heading>
      <p>These are the things you agreed with your coach. Mark each one complete when you have done it.</p>
      {actions.isPending ? <p className="loading">Loading...</p> : null}
      {actions.isError ? (
        <Notice kind="error">
          <p>We could not load your actions. Please try again later.</p>
        </Notice>
      ) : null}
      {actions.data ? (
        <Tabs
          label="Actions"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'current', label: 'Current', panel: list('incomplete', 'You have no current actions.') },
            {
              id: 'completed',
              label: 'Completed',
              panel: list('complete', 'You have not completed any actions yet.'),
            },
          ]}
        />
      ) : null}
      <Modal open={celebrate} title="Great job!" onClose={() => setCelebrate(false)}>
        <p>Well done for completing your action. Every step counts.</p>
        <button type="button" className="button" onClick={() => setCelebrate(false)}>
          Continue
        </button>
      </Modal>
    </Page>
  );
}
