import { Page } from '../../../../components/page.tsx';
import { useCasework } from '../../api/casework.ts';
import { useOpenForm } from '../../lib/use-open-form.ts';
import { fullName } from '../format.ts';
import { Loaded } from '../loaded.tsx';
import { useClientId, useRecord } from '../record/client-record-layout.tsx';
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
