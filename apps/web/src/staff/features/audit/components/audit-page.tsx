import type { AuditEntryAnswer } from '@coaching/shared/schemas/staff-audit';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { SignedEntries } from '../../../components/signed-entries.tsx';
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
  const entries =
    audit.data?.pages.flatMap((page) =>
      page.data.map((e) => ({ ...e, at: e.created_at, by: e.staff?.name ?? null })),
    ) ?? [];
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
          <SignedEntries
            caption="Audit log entries"
            entries={entries}
            empty="No entries."
            unsigned="No one signed in"
            details={[{ key: 'target', header: 'To whom', cell: (e) => <Target entry={e} /> }]}
            text={{
              header: 'What',
              cell: (e) => (
                <>
                  {e.action}
                  <br />
                  <span className="secondary-text">{e.detail}</span>
                </>
              ),
            }}
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
