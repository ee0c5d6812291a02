import { Notice } from './inset.tsx';
import { ServicePhone } from './service-phone.tsx';

/** A failure the page cannot put right: what went wrong, then the free number that can. One wording everywhere. */
export function CallUsNotice({ children }: { children: React.ReactNode }) {
  return (
    <Notice kind="error">
      <p>{children}</p>
      <p>
        Please call us on <ServicePhone />.
      </p>
    </Notice>
  );
}
