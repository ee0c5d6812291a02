import { useQuery } from '@tanstack/react-query';
import { dropdownQuery } from '../../../lib/dropdowns.ts';

export const useGenderOptions = () => useQuery(dropdownQuery('gender'));
