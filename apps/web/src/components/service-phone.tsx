import { openingHours, servicePhone, servicePhoneHref } from '../lib/service-info.ts';

export function ServicePhone({ withHours = true }: { withHours?: boolean }) {
  return (
    <span className="service-phone">
      <a href={servicePhoneHref}>{servicePhone}</a>
      {withHours ? <span> ({openingHours})</span> : null}
    </span>
  );
}
