import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../../components/button.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { ContentNav } from './content-nav.tsx';

type Item = { id: number; title: string; retired: boolean };

/** Articles and events: an "Add" panel above cards that each open their own editor in place. */
export function ContentListPage<T extends Item>({
  title,
  noun,
  addLabel,
  query,
  editor,
  summary,
}: {
  title: string;
  noun: string;
  addLabel: string;
  query: UseQueryResult<T[]>;
  editor: (item: T | undefined, onDone: () => void) => React.ReactNode;
  summary: (item: T) => React.ReactNode;
}) {
  const forms = useOpenForm<number | 'new'>();
  return (
    <AdminOnly>
      <Page title={title} wide>
        <Heading caption="Content">{title}</Heading>
        <ContentNav />
        {forms.open === 'new' ? (
          <section className="staff-panel" aria-labelledby={`new-${noun}`}>
            <h2 className="heading-m" id={`new-${noun}`}>
              New {noun}
            </h2>
            {editor(undefined, () => forms.close('new'))}
          </section>
        ) : (
          <p>
            <Button onClick={() => forms.show('new')}>{addLabel}</Button>
          </p>
        )}
        <Loaded query={query} what={`the ${title.toLowerCase()}`}>
          {(list) => (
            <ul className="cards">
              {list.map((item) => (
                <li className="card" key={item.id}>
                  {forms.open === item.id ? (
                    editor(item, () => forms.close(item.id))
                  ) : (
                    <>
                      <h2 className="heading-s">{item.title}</h2>
                      {summary(item)}
                      <Button variant="secondary" onClick={() => forms.show(item.id)}>
                        Edit<span className="visually-hidden"> {item.title}</span>
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Page>
    </AdminOnly>
  );
}
