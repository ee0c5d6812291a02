import { DROPDOWN_LIMIT } from '@coaching/shared/constants';
import { PREFERRED_CONTACT_METHODS } from '@coaching/shared/schemas/contact-method';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Option = { id: number; value: string; rank: number; editable: boolean };

/** The PreferredContact list, limited to Phone Call and Email (portal §9). */
export const contactOptionsQuery = queryOptions({
  queryKey: ['dropdowns', 'PreferredContact'],
  queryFn: () =>
    api
      .get<{ data: { key: string; options: Option[] }[] }>(
        `dropdowns?key=PreferredContact&limit=${DROPDOWN_LIMIT}`,
      )
      .then((r) => r.data[0]?.options ?? []),
  staleTime: 5 * 60_000,
  select: (options: Option[]) => options.filter((o) => PREFERRED_CONTACT_METHODS.includes(o.id)),
});

export const useContactOptions = () => useQuery(contactOptionsQuery);
