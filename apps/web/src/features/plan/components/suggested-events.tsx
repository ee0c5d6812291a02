import { formatUkDate } from '@coaching/shared/rules/dates';
import { firstWords } from '@coaching/shared/rules/text';
import type { PlanEvent } from '@coaching/shared/schemas/plan';

/** Each event's description shows its first 40 words (portal §9). */
export function SuggestedEvents({ events }: { events: PlanEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="events-heading">
      <h2 className="heading-l" id="events-heading">
        Suggested events
      </h2>
      <ul className="cards">
        {events.map((event) => (
          <li key={event.id}>
            <article className="card">
              <img className="card__image" src={event.image} alt="" />
              <h3 className="heading-s">{event.title}</h3>
              <p className="secondary-text">{formatUkDate(event.start_date)}</p>
              <p>{firstWords(event.description)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
