import { MESSAGE_SNIPPETS, type SnippetKey } from '@coaching/shared/rules/snippets';
import { useFormContext } from 'react-hook-form';

const KEYS = Object.keys(MESSAGE_SNIPPETS) as SnippetKey[];

/** Puts a ready-made message, with the client's first name, into the message box to edit and send. */
export function SnippetChoice({ firstName }: { firstName: string }) {
  const { setValue } = useFormContext();
  return (
    <div className="form-group">
      <label className="label" htmlFor="snippet">
        Start from a snippet
      </label>
      <select
        id="snippet"
        className="select"
        value=""
        onChange={(e) => {
          const key = e.target.value as SnippetKey;
          if (key) setValue('message', MESSAGE_SNIPPETS[key].text(firstName), { shouldDirty: true });
        }}
      >
        <option value="">Choose a snippet</option>
        {KEYS.map((key) => (
          <option key={key} value={key}>
            {MESSAGE_SNIPPETS[key].label}
          </option>
        ))}
      </select>
    </div>
  );
}
