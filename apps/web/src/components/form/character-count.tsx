import { useWatch } from 'react-hook-form';
import { fieldIds } from './field-ids.ts';

/** The counter appears once the text reaches this share of its limit (GOV.UK character count). */
const SHOW_FROM = 0.8;

export const countId = (name: string) => `${fieldIds(name).id}-count`;

const characters = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'character' : 'characters'}`;

/**
 * How much room is left, or how far over the limit the text is: text is never cut (a long paste
 * stays whole, issue #28); the form's schema refuses it with a message until it is shortened.
 */
export function CharacterCount({ name, max }: { name: string; max: number }) {
  const value: unknown = useWatch({ name });
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > max;
  const shown = length >= max * SHOW_FROM;
  return (
    <div
      id={countId(name)}
      className={`hint character-count${over ? ' character-count--over' : ''}`}
      aria-live="polite"
    >
      {!shown
        ? `You can enter up to ${characters(max)}`
        : over
          ? `You have ${characters(length - max)} too many`
          : `You have ${characters(max - length)} remaining`}
    </div>
  );
}
