import { useEffect, useRef } from 'react';
import { fieldIds } from './field-ids.ts';

export type SummaryItem = { name: string; message: string };

/** "There is a problem" with a link to each field in error (nhsuk-frontend error summary). */
export function ErrorSummary({ items, focusKey }: { items: SummaryItem[]; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
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
                {item.message}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
