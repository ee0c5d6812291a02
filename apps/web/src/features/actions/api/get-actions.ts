import { useQuery } from '@tanstack/react-query';
import { actionsQuery } from '../../../lib/actions.ts';

export const useActions = () => useQuery(actionsQuery);
