import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { type AuditFilter, useAudit } from '../../api/get-audit.ts';
import { useTeam } from '../../api/get-team.ts';
import { AdminOnly } from '../admin-only.tsx';
import { DataTable } from '../data-table.tsx';
import { formatUkDateTime } from '../format.ts';

function Filters({ onChange }: { onChange: (filter: AuditFilter) => void }) {
  const team = useTeam();
  const [clientId, setClientId] = useState('');
  const [staffId, setStaffId] = useState('');
  return (
    <form
      className="staff-panel"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({
          ...(/^\d+$/.test(clientId) ? { client_id: Number(clientId) } : {}),
          ...(staffId ? { staff_id: Number(staffId) } : {}),
        });
      }}
    >
      <div className="form-group">
        <label className="label" htmlFor="audit-client">
          Client number
        </label>
        <input
          id="audit-client"
          className="input input--short"
          inputMode="numeric"
          value={clientId}
          onChange={(e) => setClientId(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="form-group">
        <label className="label" htmlFor="audit-staff">
          Staff member
        </label>
        <select
          id="audit-staff"
          className="select"
          value={staffId}
          onChange={(e) => setStaffId(e.target.value)}
        >
          <option value="">Anyone</option>
          {team.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Show entries
      </Button>
    </form>
  );
}

export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useAudit(filter);
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <AdminOnly>
      <Page title="Audit log" wide>
        <Heading>Audit log</Heading>
        <p>Every time staff read or change a client’s record, newest first.</p>
        <Filters onChange={setFilter} />
        {audit.isPending ? <Loading /> : null}
        {audit.isError ? (
          <Notice kind="error">We could not load the audit log. Refresh the page to try again.</Notice>
        ) : null}
        {audit.isSuccess ? (
          <DataTable
            caption="Audit log entries"
            captionHidden
            rows={entries}
            rowKey={(e) => e.id}
            empty="No entries."
            columns={[
              { key: 'when', header: 'When', cell: (e) => formatUkDateTime(e.created_at) },
              { key: 'who', header: 'Who', cell: (e) => e.staff.name },
              {
                key: 'client',
                header: 'Client',
                cell: (e) =>
                  e.client ? (
                    <Link to={`/staff/clients/${e.client.id}`}>
                      {e.client.name ?? 'Unknown'} (number {e.client.id})
                    </Link>
                  ) : (
                    'None'
                  ),
              },
              {
                key: 'what',
                header: 'What',
                cell: (e) => (
                  <>
                    {e.action}
                    <br />
                    <span className="secondary-text">{e.detail}</span>
                  </>
                ),
              },
            ]}
          />
        ) : null}
        {audit.hasNextPage ? (
          <Button variant="secondary" onClick={() => audit.fetchNextPage()}>
            Show older entries
          </Button>
        ) : null}
      </Page>
    </AdminOnly>
  );
}
