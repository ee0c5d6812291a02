import { type ArticleForm, articleForm, type ContentArticle } from '@coaching/shared/schemas/staff-content';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { formatUkDay } from '../../../lib/format.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useContentArticles } from '../api/get-content-articles.ts';
import { useSaveArticle } from '../api/save-article.ts';
import { ContentListPage } from './content-list-page.tsx';

const blank: ArticleForm = {
  title: '',
  intro: '',
  body: '',
  image: '/images/wellbeing.svg',
  url: 'https://',
  retired: false,
};

/** An existing article's form saves over the version it was filled from (see useFormVersion). */
function ArticleEditor({ article, onDone }: { article?: ContentArticle | undefined; onDone: () => void }) {
  const save = useSaveArticle();
  const values = article
    ? {
        title: article.title,
        intro: article.intro,
        body: article.body,
        image: article.image,
        url: article.url,
        retired: article.retired,
      }
    : blank;
  const form = useZodForm(articleForm, values);
  const saveVersion = useFormVersion(form, { etag: article?.version ?? null, values, what: 'article' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await saveVersion(async (ifMatch) => {
          const saved = await save.mutateAsync({
            ...(article ? { id: article.id, ifMatch } : {}),
            ...values,
          });
          return { etag: saved.version };
        });
        onDone();
      }}
    >
      <TextField name="title" label="Title" />
      <TextField name="intro" label="Introduction" hint="Shown on the article cards" multiline />
      <TextField name="body" label="Text (optional)" multiline />
      <TextField name="image" label="Image" hint="A path like /images/activity.svg or a full https address" />
      <TextField name="url" label="Link to the full article" type="text" />
      <CheckboxField name="retired" label="Retired (clients no longer see it)" />
      <SubmitOrCancel submit={article ? 'Save article' : 'Publish article'} onCancel={onDone} />
    </Form>
  );
}

export function ArticlesPage() {
  const articles = useContentArticles();
  return (
    <ContentListPage
      title="Articles"
      noun="article"
      addLabel="Add an article"
      query={articles}
      editor={(article, onDone) => <ArticleEditor article={article} onDone={onDone} />}
      summary={(article) => (
        <>
          <p className="secondary-text">
            Published {formatUkDay(new Date(article.published_at * 1000).toISOString())}
            {article.retired ? ' · Retired' : ''}
          </p>
          <p>{article.intro}</p>
        </>
      )}
    />
  );
}
