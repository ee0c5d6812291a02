import { useIsSaving } from '../lib/loading-flag.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type Props = React.ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'warning' | 'link';
};

/**
 * Submit buttons show the loading state while a POST, PUT or DELETE is in flight (portal §4). On a
 * prerendered page (issue 36) a button is disabled until the JavaScript behind it has run.
 */
export function Button({ variant = 'primary', type = 'button', children, className, ...rest }: Props) {
  const saving = useIsSaving();
  const hydrated = useHydrated();
  const busy = type === 'submit' && saving;
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
