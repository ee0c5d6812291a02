import { Page } from '../../../../components/page.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useCasework } from '../../../lib/api/casework.ts';
import { fullName } from '../../../lib/format.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useClientId, useRecord } from '../../../lib/use-record.ts';
import { CaseNotes } from './case-notes.tsx';
import { ContactLog } from './contact-log.tsx';
import { RiskFlags } from './risk-flags.tsx';

/** The record's Contact tab: the contact log, risk flags and case notes. */
export function CaseworkTab() {
  const record = useRecord();
  const clientId = useClientId();
  const casework = useCasework(clientId);
  const forms = useOpenForm();
  return (
    <Page title={`${fullName(record)}: contact and notes`} wide>
      <Loaded query={casework} what="the contact log and notes">
        {(c) => (
          <>
            <ContactLog clientId={clientId} contacts={c.contacts} forms={forms} />
            <RiskFlags clientId={clientId} casework={c} forms={forms} />
            <CaseNotes clientId={clientId} notes={c.notes} forms={forms} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
