import { type ArticleForm, articleForm, type ContentArticle } from '@coaching/shared/schemas/staff-content';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../../components/page.tsx';
import { useContentArticles } from '../../api/get-content-articles.ts';
import { useSaveArticle } from '../../api/save-article.ts';
import { AdminOnly } from '../admin-only.tsx';
import { formatUkDay } from '../format.ts';
import { Loaded } from '../loaded.tsx';
import { ContentNav } from './content-nav.tsx';

const blank: ArticleForm = {
  title: '',
  intro: '',
  body: '',
  image: '/images/wellbeing.svg',
  url: 'https://',
  retired: false,
};

function ArticleEditor({ article, onDone }: { article?: ContentArticle; onDone: () => void }) {
  const save = useSaveArticle();
  const form = useZodForm(
    articleForm,
    article
      ? {
          title: article.title,
          intro: article.intro,
          body: article.body,
          image: article.image,
          url: article.url,
          retired: article.retired,
        }
      : blank,
  );
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...(article ? { id: article.id } : {}), ...values });
        onDone();
      }}
    >
      <TextField name="title" label="Title" />
      <TextField name="intro" label="Introduction" hint="Shown on the article cards" multiline />
      <TextField name="body" label="Text (optional)" multiline />
      <TextField name="image" label="Image" hint="A path like /images/activity.svg or a full https address" />
      <TextField name="url" label="Link to the full article" type="text" />
      <CheckboxField name="retired" label="Retired (clients no longer see it)" />
      <div className="button-group">
        <Button type="submit">{article ? 'Save article' : 'Publish article'}</Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function ArticlesPage() {
  const articles = useContentArticles();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  return (
    <AdminOnly>
      <Page title="Articles" wide>
        <Heading caption="Content">Articles</Heading>
        <ContentNav />
        {open === 'new' ? (
          <section className="staff-panel" aria-labelledby="new-article">
            <h2 className="heading-m" id="new-article">
              New article
            </h2>
            <ArticleEditor onDone={() => setOpen(null)} />
          </section>
        ) : (
          <p>
            <Button onClick={() => setOpen('new')}>Add an article</Button>
          </p>
        )}
        <Loaded query={articles} what="the articles">
          {(list) => (
            <ul className="cards">
              {list.map((article) => (
                <li className="card" key={article.id}>
                  {open === article.id ? (
                    <ArticleEditor article={article} onDone={() => setOpen(null)} />
                  ) : (
                    <>
                      <h2 className="heading-s">{article.title}</h2>
                      <p className="secondary-text">
                        Published {formatUkDay(new Date(article.published_at * 1000).toISOString())}
                        {article.retired ? ' · Retired' : ''}
                      </p>
                      <p>{article.intro}</p>
                      <Button variant="secondary" onClick={() => setOpen(article.id)}>
                        Edit<span className="visually-hidden"> {article.title}</span>
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
