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
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useAddOption } from '../api/add-option.ts';
import { useChangeOption } from '../api/change-option.ts';
import { useContentDropdowns } from '../api/get-content-dropdowns.ts';
import { useReorderOptions } from '../api/reorder-options.ts';
import { ContentNav } from './content-nav.tsx';

type Option = ContentDropdown['options'][number];

function ValueForm({
  label,
  initial,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  onSave: (value: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(newOptionForm, { value: initial });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await onSave(values.value);
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
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    reorder.mutate({ key: list.key, ids: next });
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
            onSave={(value) => change.mutateAsync({ key: list.key, optionId: option.id, value })}
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
                  change.mutate({ key: list.key, optionId: option.id, retired: !option.retired })
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
