import type { AuditEntryAnswer } from '@coaching/shared/schemas/staff-audit';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatUkDateTime } from '../../../lib/format.ts';
import { CsvDownloadFailed, useDownload } from '../../../lib/use-download.tsx';
import { type AuditFilter, downloadAuditCsv, useAudit } from '../api/get-audit.ts';
import { AuditFilters } from './audit-filters.tsx';

function Target({ entry }: { entry: AuditEntryAnswer }) {
  if (entry.client) {
    return (
      <Link to={`/staff/clients/${entry.client.id}`}>
        {entry.client.name ?? 'Unknown'} (number {entry.client.id})
      </Link>
    );
  }
  if (entry.target_staff) return <>{entry.target_staff.name} (staff account)</>;
  return <>None</>;
}

export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const download = useDownload();
  const audit = useAudit(filter);
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <AdminOnly>
      <Page title="Audit log" wide>
        <Heading>Audit log</Heading>
        <p>
          Every time staff read or change a client’s record, change a staff account, content or lists, or sign
          in, newest first. Entries cannot be changed or removed; they are kept for the retention period.
        </p>
        <AuditFilters onChange={setFilter} />
        <div className="button-group">
          <Button variant="secondary" onClick={() => download.start(() => downloadAuditCsv(filter))}>
            Download these entries as CSV
          </Button>
        </div>
        {download.failed ? <CsvDownloadFailed /> : null}
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
              { key: 'who', header: 'Who', cell: (e) => e.staff?.name ?? 'No one signed in' },
              { key: 'target', header: 'To whom', cell: (e) => <Target entry={e} /> },
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
