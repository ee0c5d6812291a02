import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const closeAccount = () => api.put<{ data: { closure_requested: true } }>('mlw/close');

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });
