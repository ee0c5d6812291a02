import {
  PATHWAY_AREAS,
  PATHWAY_LABELS,
  PATHWAY_SLUGS,
  PLAN_MAX_GOAL_CARDS,
} from '@coaching/shared/constants';
import type { PlanView } from '@coaching/shared/schemas/plan';
import { Link } from 'react-router';

/** One card per goal area of the plan, at most four (portal §2, §9). */
export function GoalCards({ pathways }: { pathways: PlanView['pathways'] }) {
  const goals = PATHWAY_SLUGS.filter((slug) => pathways[PATHWAY_AREAS[slug]]).slice(0, PLAN_MAX_GOAL_CARDS);
  if (goals.length === 0) return null;
  return (
    <section aria-labelledby="goal-cards-heading">
      <h2 className="heading-l" id="goal-cards-heading">
        Your goal areas
      </h2>
      <ul className="cards goal-cards">
        {goals.map((slug) => (
          <li key={slug} className="card card--feature">
            <img className="goal-cards__image" src={`/images/${PATHWAY_AREAS[slug]}.svg`} alt="" />
            <h3 className="heading-s">{PATHWAY_LABELS[slug]}</h3>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/update-goals">Change your goals</Link>
      </p>
    </section>
  );
}
