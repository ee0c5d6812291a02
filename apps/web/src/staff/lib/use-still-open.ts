import { useEffect, useState } from 'react';

/** Whether `until` (an ISO time) is still to come; turns false when it passes, without a reload. */
export function useStillOpen(until: string | null): boolean {
  const ends = until ? new Date(until).getTime() : 0;
  const [open, setOpen] = useState(() => ends > Date.now());
  useEffect(() => {
    const left = ends - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [ends]);
  return open;
}
