import { CASE_STAGE_LABELS } from '@coaching/shared/rules/client-stage';
import { NavLink, Outlet } from 'react-router';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { fullName } from '../../../lib/format.ts';
import { useClientId } from '../../../lib/use-record.ts';
import { useClientRecord } from '../api/get-client-record.ts';
import { RecordContact } from './record-contact.tsx';
import { RecordFlags } from './record-flags.tsx';

const TABS = [
  { to: '', label: 'Overview' },
  { to: 'plan', label: 'Plan' },
  { to: 'sessions', label: 'Sessions' },
  { to: 'actions', label: 'Actions' },
  { to: 'messages', label: 'Messages' },
  { to: 'contact', label: 'Contact and notes' },
  { to: 'progress', label: 'Progress' },
];

/** One client's record: the name, where they are in the service, and a tab per part of the record. */
export function ClientRecordLayout() {
  const clientId = useClientId();
  const record = useClientRecord(clientId);
  if (record.isPending) return <Loading />;
  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.code === 'NOT_FOUND';
    if (!missing) console.error(record.error);
    return (
      <Page title="Client not found">
        <Heading>{missing ? 'Client not found' : 'Sorry, there is a problem'}</Heading>
        <Notice kind="error">
          {missing
            ? 'This client is not in your caseload, or does not exist.'
            : 'We could not load this client’s record. Refresh the page to try again.'}
        </Notice>
      </Page>
    );
  }
  const r = record.data;
  return (
    <>
      <Heading caption="Client record">{fullName(r)}</Heading>
      <p>
        <span className="tag">{CASE_STAGE_LABELS[r.stage]}</span> Coach: {r.coach?.name ?? 'not taken on yet'}
        {r.plan ? ` · Service level ${r.plan.service_level}` : ' · No plan yet'}
      </p>
      {r.closed_at ? null : <RecordContact record={r} />}
      <RecordFlags clientId={clientId} />
      {r.closed_at ? (
        <Notice kind="warning">This account is closed. Its personal data has been erased.</Notice>
      ) : null}
      <nav aria-label="Client record">
        <ul className="staff-subnav">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <NavLink to={tab.to} end>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={r} />
    </>
  );
}
