import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useErrorTitle } from '../page.tsx';
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

/** The fields in the order the page shows them; a name with no field on the page goes last. */
function inDocumentOrder(names: string[]): string[] {
  const all = [...document.querySelectorAll('[id]')].map((element) => element.id);
  const position = (name: string) => {
    const index = all.indexOf(fieldIds(name).id);
    return index < 0 ? all.length : index;
  };
  return [...names].sort((a, b) => position(a) - position(b));
}

type Layout = { questions: Record<string, string>; order: string[] };

/** Each field's question and the fields in page order, read once the fields are on the page. */
function useLayout(items: SummaryItem[]): Layout {
  const [layout, setLayout] = useState<Layout>({ questions: {}, order: [] });
  useLayoutEffect(() => {
    const names = items.map(({ name }) => name);
    const found = {
      questions: Object.fromEntries(names.map((name) => [name, questionOf(name)])),
      order: inDocumentOrder(names),
    };
    setLayout((previous) => (JSON.stringify(previous) === JSON.stringify(found) ? previous : found));
  });
  return layout;
}

/** A message about the whole form first, then each field's in page order. */
function inPageOrder(items: SummaryItem[], order: string[]): SummaryItem[] {
  const rank = (item: SummaryItem) => (item.name === 'root' ? -1 : order.indexOf(item.name));
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** "There is a problem" with a link to each field in error (nhsuk-frontend error summary). */
export function ErrorSummary({ items, focusKey }: { items: SummaryItem[]; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { questions, order } = useLayout(items);
  useErrorTitle(items.length > 0);
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
        {inPageOrder(items, order).map((item) =>
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
