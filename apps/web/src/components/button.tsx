import { useIsSaving } from '../lib/loading-flag.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type Props = React.ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'warning' | 'link';
  /** Its own change is in flight: shown and refused as a busy submit button is. */
  pending?: boolean;
};

/**
 * Submit buttons show the loading state while a POST, PUT or DELETE is in flight (portal §4), and so
 * does a button given `pending`. Busy is aria-disabled, not disabled: a disabled button loses the
 * keyboard focus (the browser moves it to the page's body), and the person pressing it would have to
 * find their place again. On a prerendered page (issue 36) a button is disabled until the JavaScript
 * behind it has run.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  pending = false,
  children,
  className,
  ...rest
}: Props) {
  const saving = useIsSaving();
  const hydrated = useHydrated();
  const busy = pending || (type === 'submit' && saving);
  return (
    <button
      type={type}
      disabled={!hydrated || undefined}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      data-loading={busy || undefined}
      {...rest}
      onClick={busy ? (event) => event.preventDefault() : rest.onClick}
    >
      {children}
      {busy ? <span className="visually-hidden"> (please wait)</span> : null}
    </button>
  );
}
