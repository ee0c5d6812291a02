import { useFormContext } from 'react-hook-form';
import { CharacterCount, countId } from './character-count.tsx';
import { controlProps, FieldGroup } from './field-group.tsx';
import { useFieldError } from './use-field-error.ts';

type Props = {
  name: string;
  label: string;
  hint?: React.ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown with a counter and checked by the schema, never enforced by cutting what is typed or pasted. */
  maxLength?: number;
  /**
   * Characters a person may type; others are ignored as they type (spec: postcode, phone). Text
   * pasted into a number field is kept, so a paste like "1,5" gets the field's message instead of
   * vanishing.
   */
  allowed?: RegExp;
  width?: 'full' | 'half' | 'short';
  multiline?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
};

/**
 * What a number field holds: typed text becomes a number, and nothing but spaces is no answer
 * ("Required") rather than the 0 Number() makes of it. A value restored from a saved draft is
 * already a number.
 */
function numberAnswer(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
}

export function TextField({
  name,
  label,
  hint,
  type = 'text',
  allowed,
  width = 'full',
  multiline,
  maxLength,
  ...rest
}: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, type === 'number' ? { setValueAs: numberAnswer } : {});
  const filter = (event: React.InputEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { data } = event;
    if (!allowed || !data || (type === 'number' && data.length > 1)) return;
    if (![...data].every((c) => allowed.test(c))) event.preventDefault();
  };
  const control = controlProps(name, hint, error, width);
  const common = {
    ...field,
    ...rest,
    ...control,
    'aria-describedby':
      [control['aria-describedby'], maxLength ? countId(name) : null].filter(Boolean).join(' ') || undefined,
    onBeforeInput: allowed ? filter : undefined,
  };
  return (
    <FieldGroup name={name} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={type === 'number' ? 'text' : type} {...common} />
      )}
      {maxLength ? <CharacterCount name={name} max={maxLength} /> : null}
    </FieldGroup>
  );
}
