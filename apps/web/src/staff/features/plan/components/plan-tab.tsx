import { barrierGoals } from '@coaching/shared/rules/common-barriers';
import { Page } from '../../../../components/page.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { fullName } from '../../../lib/format.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useClientId, useRecord } from '../../../lib/use-record.ts';
import { useLibrary } from '../api/get-library.ts';
import { useStaffPlan } from '../api/get-staff-plan.ts';
import { PlanBarriers } from './plan-barriers.tsx';
import { PlanNotes } from './plan-notes.tsx';
import { PlanSettingsForm } from './plan-settings-form.tsx';
import { PlanSuggestions } from './plan-suggestions.tsx';
import { PlanTechniques } from './plan-techniques.tsx';
import { PlanTemplate } from './plan-template.tsx';
import { SelfLogTargetsPanel } from './self-log-targets.tsx';

export function PlanTab() {
  const record = useRecord();
  const clientId = useClientId();
  const plan = useStaffPlan(clientId);
  const library = useLibrary();
  const editing = useOpenForm();
  return (
    <Page title={`${fullName(record)}: plan`} wide>
      <h2 className="heading-l">Plan</h2>
      <Loaded query={plan} what="the plan">
        {({ data: current, etag }) => (
          <>
            {current ? null : (
              <p>This client has no plan yet. Choose a service level and goals to create it.</p>
            )}
            <PlanSettingsForm clientId={clientId} plan={current} etag={etag} />
            {current ? (
              <Loaded query={library} what="the library">
                {(lib) => (
                  <>
                    <PlanTemplate clientId={clientId} plan={current} library={lib} />
                    <PlanNotes clientId={clientId} plan={current} editing={editing} />
                    <PlanBarriers
                      clientId={clientId}
                      goals={barrierGoals(record.pathways, current.pathways)}
                      hasPlan
                      editing={editing}
                    />
                    <PlanTechniques clientId={clientId} plan={current} library={lib} editing={editing} />
                    <PlanSuggestions clientId={clientId} plan={current} library={lib} />
                    <SelfLogTargetsPanel clientId={clientId} />
                  </>
                )}
              </Loaded>
            ) : (
              // Barriers named at the first check, before the coach writes a plan, are read now.
              <PlanBarriers
                clientId={clientId}
                goals={barrierGoals(record.pathways, [])}
                hasPlan={false}
                editing={editing}
              />
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}
