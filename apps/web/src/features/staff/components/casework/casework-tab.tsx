import { Page } from '../../../../components/page.tsx';
import { useCasework } from '../../api/casework.ts';
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
  return (
    <Page title={`${fullName(record)}: contact and notes`} wide>
      <Loaded query={casework} what="the contact log and notes">
        {(c) => (
          <>
            <ContactLog clientId={clientId} contacts={c.contacts} />
            <RiskFlags clientId={clientId} casework={c} />
            <CaseNotes clientId={clientId} notes={c.notes} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
