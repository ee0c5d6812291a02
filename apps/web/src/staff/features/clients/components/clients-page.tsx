import { CASE_STAGE_LABELS } from '@coaching/shared/rules/client-stage';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { ClientSummary } from '@coaching/shared/schemas/staff-clients';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Heading, Page } from '../../../../components/page.tsx';
import { DataTable, type SortState } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { formatUkDay, fullName } from '../../../lib/format.ts';
import { useClients } from '../api/get-clients.ts';
import { BulkFollowUp } from './bulk-follow-up.tsx';
import { BulkReassign } from './bulk-reassign.tsx';
import { ClientFilters, FILTER_KEYS, type Filters } from './client-filters.tsx';

const COLUMN_SORTS: Record<string, string> = { name: 'name', number: 'number', registered: 'registered' };

export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const clients = useClients(params.toString());
  const admin = useStaffMe().role === 'admin';
  const [selected, setSelected] = useState<number[]>([]);
  const tick = (id: number, on: boolean) =>
    setSelected((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  const page = Number(params.get('page') ?? '1') || 1;
  const sort: SortState = {
    key: params.get('sort') ?? 'name',
    direction: params.get('direction') === 'desc' ? 'descending' : 'ascending',
  };
  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `?${next}`;
  };
  const filters: Filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  return (
    <Page title="Clients" wide>
      <Heading>Clients</Heading>
      <p>Your own clients and new registrations nobody has taken on yet. Administrators see every client.</p>
      <ClientFilters
        values={filters}
        onSearch={(values) =>
          go({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, values[k]])), page: undefined })
        }
      />
      <Loaded query={clients} what="the clients">
        {({ data: rows, meta }) => (
          <>
            <DataTable<ClientSummary>
              caption={`Clients, page ${meta.page}`}
              captionHidden
              rows={rows}
              rowKey={(c) => c.id}
              empty={
                meta.page > 1
                  ? 'No more clients match.'
                  : 'No clients match. Check the spelling or try fewer filters.'
              }
              sort={sort}
              onSort={(s) =>
                go({
                  sort: COLUMN_SORTS[s.key],
                  direction: s.direction === 'descending' ? 'desc' : undefined,
                  page: undefined,
                })
              }
              columns={[
                ...(admin
                  ? [
                      {
                        key: 'select',
                        header: 'Select',
                        headerHidden: true,
                        cell: (c: ClientSummary) => (
                          <input
                            type="checkbox"
                            className="checkbox"
                            aria-label={`Select ${fullName(c)}`}
                            checked={selected.includes(c.id)}
                            onChange={(e) => tick(c.id, e.target.checked)}
                          />
                        ),
                      },
                    ]
                  : []),
                { key: 'number', header: 'No.', sortable: true, cell: (c) => `#${c.id}` },
                {
                  key: 'name',
                  header: 'Name',
                  sortable: true,
                  cell: (c) => <Link to={`/staff/clients/${c.id}`}>{fullName(c)}</Link>,
                },
                { key: 'dob', header: 'Date of birth', cell: (c) => formatUkDate(c.dob) },
                { key: 'phone', header: 'Phone', cell: (c) => c.phone_mobile },
                { key: 'postcode', header: 'Postcode', cell: (c) => c.postcode },
                { key: 'stage', header: 'Stage', cell: (c) => CASE_STAGE_LABELS[c.stage] },
                { key: 'coach', header: 'Coach', cell: (c) => c.coach?.name ?? 'Not taken on yet' },
                { key: 'contact', header: 'Last contact', cell: (c) => formatUkDay(c.last_contact_at) },
                {
                  key: 'registered',
                  header: 'Registered',
                  sortable: true,
                  cell: (c) => formatUkDay(c.registered_at),
                },
              ]}
            />
            {admin ? (
              <>
                <BulkReassign selected={selected} onDone={() => setSelected([])} />
                <BulkFollowUp
                  selected={selected}
                  nameOf={(id) => {
                    const row = rows.find((c) => c.id === id);
                    return row && fullName(row);
                  }}
                  onDone={() => setSelected([])}
                />
              </>
            ) : null}
            <nav aria-label="Pages of clients" className="staff-inline-actions">
              {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : null}
              <span>Page {meta.page}</span>
              {meta.has_more ? <Link to={pageLink(page + 1)}>Next page</Link> : null}
            </nav>
          </>
        )}
      </Loaded>
    </Page>
  );
}
