import { DROPDOWN_KEYS, type DropdownKey } from '@coaching/shared/constants';
import { type ContentDropdown, newOptionForm } from '@coaching/shared/schemas/staff-content';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../../components/page.tsx';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { RefusalNotice } from '../../../components/refusal-notice.tsx';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useAddOption } from '../api/add-option.ts';
import { useChangeOption } from '../api/change-option.ts';
import { useContentDropdowns } from '../api/get-content-dropdowns.ts';
import { useReorderOptions } from '../api/reorder-options.ts';
import { ContentNav } from './content-nav.tsx';

type Option = ContentDropdown['options'][number];

/** A new option's name, or an option's new name saved over the version of it the form showed. */
function ValueForm({
  label,
  initial,
  version = null,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  version?: string | null;
  onSave: (value: string, ifMatch: string | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const values = { value: initial };
  const form = useZodForm(newOptionForm, values);
  const saveVersion = useFormVersion(form, { etag: version, values, what: 'option' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await saveVersion(async (ifMatch) => {
          await onSave(values.value, ifMatch);
          return { etag: null };
        });
        onCancel();
      }}
    >
      <TextField name="value" label={label} />
      <SubmitOrCancel submit="Save" onCancel={onCancel} />
    </Form>
  );
}

function OptionsTable({ list }: { list: ContentDropdown }) {
  const change = useChangeOption();
  const reorder = useReorderOptions();
  const add = useAddOption();
  const forms = useOpenForm<number | 'add'>();
  const ids = list.options.map((o) => o.id);
  // A move is computed from the list shown: until the last one's answer has reloaded it, another
  // would be computed from the list before it and refused as changed since.
  const move = (index: number, by: -1 | 1) => {
    if (reorder.isPending) return;
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    reorder.mutate({ key: list.key, ids: next, ifMatch: list.version });
  };
  const columns: Column<Option>[] = [
    {
      key: 'option',
      header: 'Option',
      cell: (option) =>
        forms.open === option.id ? (
          <ValueForm
            label={`New name for ${option.value}`}
            initial={option.value}
            version={option.version}
            onSave={(value, ifMatch) =>
              change.mutateAsync({ key: list.key, optionId: option.id, value, ifMatch })
            }
            onCancel={() => forms.close(option.id)}
          />
        ) : (
          option.value
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (option) => (option.retired ? 'Retired' : option.protected ? 'In use by the rules' : 'Offered'),
    },
    {
      key: 'change',
      header: 'Change',
      headerHidden: true,
      className: 'table__actions',
      cell: (option) => {
        const index = ids.indexOf(option.id);
        return (
          <div className="staff-inline-actions">
            <Button variant="link" onClick={() => forms.show(option.id)}>
              Rename<span className="visually-hidden"> {option.value}</span>
            </Button>
            {index > 0 ? (
              <Button variant="link" onClick={() => move(index, -1)}>
                Move up<span className="visually-hidden"> {option.value}</span>
              </Button>
            ) : null}
            {index < ids.length - 1 ? (
              <Button variant="link" onClick={() => move(index, 1)}>
                Move down<span className="visually-hidden"> {option.value}</span>
              </Button>
            ) : null}
            {option.protected ? null : (
              <Button
                variant="link"
                onClick={() =>
                  change.mutate({
                    key: list.key,
                    optionId: option.id,
                    retired: !option.retired,
                    ifMatch: option.version,
                  })
                }
              >
                {option.retired ? 'Bring back' : 'Retire'}
                <span className="visually-hidden"> {option.value}</span>
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <>
      <RefusalNotice
        error={change.error ?? reorder.error}
        fallback="That change could not be saved. Try again."
      />
      <DataTable
        caption={`Options of ${list.key}, in the order clients see them`}
        captionHidden
        columns={columns}
        rows={list.options}
        rowKey={(option) => option.id}
        empty="This list has no options yet."
      />
      {forms.open === 'add' ? (
        <ValueForm
          label="New option"
          initial=""
          onSave={(value) => add.mutateAsync({ key: list.key, value })}
          onCancel={() => forms.close('add')}
        />
      ) : (
        <Button onClick={() => forms.show('add')}>Add an option</Button>
      )}
    </>
  );
}

export function DropdownsPage() {
  const dropdowns = useContentDropdowns();
  const [key, setKey] = useState<DropdownKey>('gender');
  return (
    <AdminOnly>
      <Page title="Dropdown lists" wide>
        <Heading caption="Content">Dropdown lists</Heading>
        <ContentNav />
        <p>Options the rules use by their number can be renamed but not retired.</p>
        <div className="form-group">
          <label className="label" htmlFor="dropdown-key">
            List
          </label>
          <select
            id="dropdown-key"
            className="select"
            value={key}
            onChange={(e) => setKey(DROPDOWN_KEYS.find((k) => k === e.target.value) ?? key)}
          >
            {DROPDOWN_KEYS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <Loaded query={dropdowns} what="the lists">
          {(lists) => {
            const list = lists.find((l) => l.key === key);
            return list ? <OptionsTable key={key} list={list} /> : null;
          }}
        </Loaded>
      </Page>
    </AdminOnly>
  );
}
