import { QUIET_DAYS_DEFAULT } from '@coaching/shared/constants';
import { useSearchParams } from 'react-router';

export const QUIET_CHOICES = [14, 21, 28, 42, 56];
const KEY = 'staff-quiet-days';

const valid = (days: number) => (QUIET_CHOICES.includes(days) ? days : null);

/**
 * The "out of touch after" choice: in the address (so a link keeps it) and remembered in this browser,
 * so it sticks when the coach comes back to My day. A number of days, nothing personal.
 */
export function useQuietDays(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const days =
    valid(Number(params.get('quiet'))) ?? valid(Number(localStorage.getItem(KEY))) ?? QUIET_DAYS_DEFAULT;
  const choose = (next: number) => {
    localStorage.setItem(KEY, String(next));
    setParams(next === QUIET_DAYS_DEFAULT ? {} : { quiet: String(next) }, { replace: true });
  };
  return [days, choose];
}
