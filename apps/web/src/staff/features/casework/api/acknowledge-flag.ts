import type { AutoFlagKind } from '@coaching/shared/rules/risk-flags';
import type { AcknowledgeFlagForm, Casework } from '@coaching/shared/schemas/staff-casework';
import { change } from '../../../lib/api/casework.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

/** Acknowledges an automatic flag of the latest health check: it leaves My day until a later check. */
export const useAcknowledgeFlag = () =>
  useStaffMutation(
    ({ clientId, kind, ...body }: { clientId: number; kind: AutoFlagKind } & AcknowledgeFlagForm) =>
      staffApi
        .put<{ data: Casework }>(`clients/${clientId}/flags/automatic/${kind}/acknowledge`, body)
        .then(data),
    change,
  );
