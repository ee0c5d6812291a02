import { Button } from '../button.tsx';

/**
 * A form's submit button beside Cancel, which closes the form without saving. Its own file, not
 * button.tsx: the sign-in page's first load has no room for what only later forms draw.
 */
export function SubmitOrCancel({
  submit,
  onCancel,
  cancel = 'Cancel',
}: {
  submit: string;
  onCancel: () => void;
  cancel?: string;
}) {
  return (
    <div className="button-group">
      <Button type="submit">{submit}</Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
