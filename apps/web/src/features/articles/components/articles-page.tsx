import { useEffect } from 'react';
import { ArticleCard } from '../../../components/article-card.tsx';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { useArticles } from '../api/list-articles.ts';

export function ArticlesPage() {
  const articles = useArticles();
  useEffect(() => {
    if (articles.isError) console.error('Unable to load articles', articles.error);
  }, [articles.isError, articles.error]);

  return (
    <Page title="Articles and advice" wide>
      <Heading>Articles and advice</Heading>
      <p className="lead">
        Ideas and information to help you move more, eat well, drink less and stop smoking.
      </p>
      {articles.isPending ? <p className="loading">Loading...</p> : null}
      {articles.isError ? (
        <Notice kind="error">
          <p>We could not load the articles. Please try again later.</p>
        </Notice>
      ) : null}
      {articles.data?.length === 0 ? <p>There are no articles yet.</p> : null}
      {articles.data?.length ? (
        <ul className="cards">
          {articles.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
