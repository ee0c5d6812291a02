import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fieldIds } from './field-ids.ts';

export type SummaryItem = { name: string; message: string };

/**
 * The question a field answers, as the page shows it: the legend of a group (radios, checkboxes,
 * date of birth), whose error sits directly in its fieldset, else the field's own label.
 */
function questionOf(name: string): string {
  const { id, errorId } = fieldIds(name);
  const group = document.getElementById(errorId)?.parentElement;
  const caption =
    group?.tagName === 'FIELDSET'
      ? group.querySelector('legend')
      : document.querySelector(`label[for="${id}"]`);
  return caption?.textContent?.trim() ?? '';
}

/** Each field's question, read once the fields (and their errors) are on the page. */
function useQuestions(items: SummaryItem[]): Record<string, string> {
  const [questions, setQuestions] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const found = Object.fromEntries(items.map(({ name }) => [name, questionOf(name)]));
    setQuestions((previous) => (JSON.stringify(previous) === JSON.stringify(found) ? previous : found));
  });
  return questions;
}

/** "There is a problem" with a link to each field in error (nhsuk-frontend error summary). */
export function ErrorSummary({ items, focusKey }: { items: SummaryItem[]; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const questions = useQuestions(items);
  useEffect(() => {
    if (items.length && focusKey !== undefined && !items.some((i) => i.name !== 'root')) ref.current?.focus();
  }, [focusKey, items]);
  if (!items.length) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id="error-summary-title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {items.map((item) =>
          item.name === 'root' ? (
            <li key="root">{item.message}</li>
          ) : (
            <li key={item.name}>
              <a
                href={`#${fieldIds(item.name).id}`}
                onClick={(event) => {
                  event.preventDefault();
                  const field = document.getElementById(fieldIds(item.name).id);
                  field?.focus();
                  field?.scrollIntoView({ block: 'center' });
                }}
              >
                {questions[item.name] ? `${questions[item.name]}: ${item.message}` : item.message}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
