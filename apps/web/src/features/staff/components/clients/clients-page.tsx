import { CLIENT_STAGE_LABELS } from '@coaching/shared/rules/client-stage';
import { clientListQuery } from '@coaching/shared/schemas/staff-clients';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../../components/page.tsx';
import { useClients } from '../../api/get-clients.ts';
import { formatUkDay, fullName } from '../format.ts';
import { Loaded } from '../loaded.tsx';

export function ClientsPage() {
  const [search, setSearch] = useState('');
  const clients = useClients(search);
  const form = useZodForm(clientListQuery, { search: '' });
  return (
    <Page title="Clients" wide>
      <Heading>Clients</Heading>
      <p>Your own clients and new registrations nobody has taken on yet. Administrators see every client.</p>
      <Form form={form} onSubmit={(values) => setSearch(values.search ?? '')}>
        <TextField name="search" label="Search by name, email or postcode" width="half" />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <Loaded query={clients} what="the clients">
        {(rows) =>
          rows.length === 0 ? (
            <p>No clients found.</p>
          ) : (
            <div className="staff-scroll">
              <table className="table">
                <caption className="visually-hidden">Clients</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Postcode</th>
                    <th scope="col">Stage</th>
                    <th scope="col">Coach</th>
                    <th scope="col">Registered</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((c) => (
                    <tr key={c.id}>
                      <td>
                        <Link to={`/staff/clients/${c.id}`}>{fullName(c)}</Link>
                      </td>
                      <td>{c.email}</td>
                      <td>{c.postcode}</td>
                      <td>{CLIENT_STAGE_LABELS[c.stage]}</td>
                      <td>{c.coach?.name ?? 'Not taken on yet'}</td>
                      <td>{formatUkDay(c.registered_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </Page>
  );
}
