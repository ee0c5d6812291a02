import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import type { Article } from '@coaching/shared/schemas/articles';

/** The day an article was published, as the service's clock in the UK reads it. */
export const publishedOn = (article: Article) =>
  formatUkDate(todayIso(new Date(article.published_at * 1000)));

/** An article from the provider's site: the whole title is the link, which leaves this service. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <img className="card__image" src={article.image} alt="" />
      <Title className="heading-s">
        <a href={article.url} rel="noopener">
          {article.title}
        </a>
      </Title>
      <p className="secondary-text">Published {publishedOn(article)}</p>
      <p>{article.intro}</p>
    </article>
  );
}
