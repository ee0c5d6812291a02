import { ArticleCard } from '../../../components/article-card.tsx';
import { usePublicArticles } from '../api/get-public-articles.ts';

/** Up to three public articles for visitors the service cannot take on. */
export function HelpfulArticles() {
  const { loading, articles } = usePublicArticles();
  if (loading) return <p className="loading">Loading articles...</p>;
  if (!articles?.length) return null;
  return (
    <section aria-labelledby="helpful-articles">
      <h2 className="heading-m" id="helpful-articles">
        Articles you might find helpful
      </h2>
      <ul className="cards">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
