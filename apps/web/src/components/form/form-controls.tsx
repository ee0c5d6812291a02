import { useHydrated } from '../../lib/use-hydrated.ts';
import { ServicePhone } from '../service-phone.tsx';

/**
 * A form's fields and buttons. On a prerendered page (issue 36) they show at once but stay disabled
 * until the JavaScript that sends them has run: what was typed before would be lost as the page
 * hydrates, and a plain submit would put the answers in the address. Without JavaScript at all, the
 * form says so. The fieldset draws no box of its own (styles.css).
 */
export function FormControls({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-controls" disabled={!hydrated}>
      {children}
      <noscript>
        <p className="notice notice--warning">
          Sending this form needs JavaScript, which is switched off in your browser. Switch it on, or call us
          free on <ServicePhone />.
        </p>
      </noscript>
    </fieldset>
  );
}
