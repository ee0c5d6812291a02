import { todayIso } from '@coaching/shared/rules/dates';
import {
  SELF_LOG_MEASURES,
  SELF_LOG_UNITS,
  type SelfLogMeasure,
  type SelfLogUnit,
} from '@coaching/shared/rules/self-log';
import { formatEntryValue, recordableDays, SELF_LOG_LABELS } from '@coaching/shared/rules/self-log-display';
import {
  SELF_LOG_NOTE_MAX,
  type SelfLog,
  type SelfLogEntry,
  type SelfLogEntryRequest,
  selfLogEntryRequest,
} from '@coaching/shared/schemas/self-log';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formDraft } from '../../../lib/form-draft.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { useRecordEntry } from '../api/record-entry.ts';
import { MeasureFields } from './measure-fields.tsx';
import { RecentEntries } from './recent-entries.tsx';

const isMeasure = (value: string | undefined): value is SelfLogMeasure =>
  SELF_LOG_MEASURES.some((m) => m === value);

const QUESTION: Record<SelfLogMeasure, string> = {
  weight: 'Record your weight',
  activity: 'Record your active minutes',
  alcohol: 'Record what you drank',
  smoking: 'Record your cigarettes or vapes',
};

type Saved = { entry: SelfLogEntry; status: 'created' | 'updated' };

function SavedNotice({ saved }: { saved: Saved }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const day = recordableDays(todayIso()).find((d) => d.value === saved.entry.day)?.label ?? saved.entry.day;
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice kind="success" title={saved.status === 'updated' ? 'Updated' : 'Saved'}>
        <p>
          {SELF_LOG_LABELS[saved.entry.measure]}: {formatEntryValue(saved.entry)} for {day.toLowerCase()}.
        </p>
        <p>
          <Link to="/">Back to your dashboard</Link> or <Link to="/progress">see your progress</Link>.
        </p>
      </Notice>
    </div>
  );
}

/** What the client reads when the day's entry was recorded or changed elsewhere after the page showed it. */
function recordedMeanwhile(now: SelfLogEntry | undefined, day: string): string {
  const start = `Something was recorded for ${day} after you opened this page, on another device or in another tab`;
  if (!now)
    return `${start}. We have not saved what you entered, which is still here: please check it and save again.`;
  const value = formatEntryValue(now).toLowerCase();
  return (
    `${start}: ${value}. We have not replaced it. What you entered is still here: to replace ${value} ` +
    'with it, press Save again.'
  );
}

function RecordForm({ measure, log }: { measure: SelfLogMeasure; log: SelfLog }) {
  const record = useRecordEntry();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Saved | null>(null);
  // Weight in the unit chosen at the check; the others in their first unit.
  const unit: SelfLogUnit = measure === 'weight' ? log.weight_unit : SELF_LOG_UNITS[measure][0];
  const draft = formDraft<SelfLogEntryRequest>(`self-log-draft-${measure}`);
  const days = recordableDays(log.today);
  const kept = draft.load();
  const form = useZodForm(selfLogEntryRequest, {
    day: log.today,
    unit,
    drinks: {},
    note: '',
    ...kept,
    // A draft kept past the days that can still be recorded starts again from today.
    ...(kept.day && !days.some((d) => d.value === kept.day) ? { day: log.today } : {}),
    measure,
  });
  useAutosave(form, draft.save);
  const day = form.watch('day');
  const already = log.entries.find((e) => e.measure === measure && e.day === day);
  const dayName = (value: string) => (days.find((d) => d.value === value)?.label ?? value).toLowerCase();
  // Sent against the day's entry the page shows (or none), so one recorded or changed since on another
  // device or in another tab is not silently replaced: the client is shown it and chooses.
  const submit = async (values: SelfLogEntryRequest) => {
    try {
      setSaved(await record.mutateAsync({ request: values, replaces: already?.version ?? null }));
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED')) throw error;
      const now = queryClient
        .getQueryData(selfLogQuery.queryKey)
        ?.entries.find((e) => e.measure === measure && e.day === values.day);
      throw new ApiError(error.status, recordedMeanwhile(now, dayName(values.day)), {}, error.code);
    }
    draft.clear();
  };
  const noneToday = () => {
    form.setValue('value', 0);
    void form.handleSubmit(submit)();
  };
  return (
    <>
      {saved ? <SavedNotice key={saved.entry.id + saved.status} saved={saved} /> : null}
      <Form form={form} onSubmit={submit}>
        <SelectField name="day" label="Day" choices={days} alwaysChosen />
        {already ? (
          <p className="hint">
            You recorded {formatEntryValue(already).toLowerCase()} that day. Saving again replaces it.
          </p>
        ) : null}
        <MeasureFields measure={measure} />
        <TextField name="note" label="Note (optional)" multiline maxLength={SELF_LOG_NOTE_MAX} />
        <div className="button-group">
          <Button type="submit">Save</Button>
          {measure === 'smoking' ? (
            <Button variant="secondary" onClick={noneToday}>
              None that day
            </Button>
          ) : null}
        </div>
      </Form>
      <RecentEntries
        measure={measure}
        entries={log.entries}
        onDeleted={(id) => setSaved((shown) => (shown?.entry.id === id ? null : shown))}
      />
    </>
  );
}

/** One measure at a time, from the dashboard's "Record" links: a number, the day, a note, saved. */
export function RecordPage() {
  const { measure } = useParams();
  const log = useQuery(selfLogQuery);
  useEffect(() => {
    if (log.isError) console.error('Unable to load self-log', log.error);
  }, [log.isError, log.error]);
  const known = isMeasure(measure) ? measure : null;
  return (
    <Page title={known ? QUESTION[known] : 'Record'}>
      <Heading>{known ? QUESTION[known] : 'Record'}</Heading>
      {log.isPending ? <p className="loading">Loading...</p> : null}
      {log.isError ? (
        <Notice kind="error">
          <p>We could not load this page. Please try again later.</p>
        </Notice>
      ) : null}
      {log.data && (!known || !log.data.measures.includes(known)) ? (
        <p>
          You can record the measures of the goals you chose.{' '}
          <Link to="/update-goals">Change your goals</Link>.
        </p>
      ) : null}
      {log.data && known && log.data.measures.includes(known) ? (
        <RecordForm measure={known} log={log.data} />
      ) : null}
    </Page>
  );
}
