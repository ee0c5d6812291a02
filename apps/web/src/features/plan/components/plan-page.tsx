import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArticleCard } from '../../../components/article-card.tsx';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePlan } from '../api/get-plan.ts';
import { BarriersSection } from './barriers-section.tsx';
import { BctAccordion } from './bct-accordion.tsx';
import { BeforePlan } from './before-plan.tsx';
import { GoalCards } from './goal-cards.tsx';
import { NoteAccordions } from './note-accordions.tsx';
import { PlanSummary } from './plan-summary.tsx';
import { SuggestedEvents } from './suggested-events.tsx';
import { WhatIsAPlan } from './what-is-a-plan.tsx';

export function PlanPage() {
  const plan = usePlan();
  const missing = plan.error instanceof ApiError && plan.error.code === 'NOT_FOUND';

  useEffect(() => {
    if (plan.isError) console.error(missing ? 'Unable to find plan' : 'Unable to load plan', plan.error);
  }, [plan.isError, plan.error, missing]);

  return (
    <Page title="Your plan" wide>
      <Heading>Your plan</Heading>
      <WhatIsAPlan />
      {plan.isPending ? <p className="loading">Loading...</p> : null}
      {missing ? <BeforePlan /> : null}
      {plan.isError && !missing ? (
        <Notice kind="error">
          <p>We could not load your plan. Please try again later.</p>
        </Notice>
      ) : null}
      {plan.data ? (
        <>
          <PlanSummary plan={plan.data} />
          <p>
            <Link to="/progress">See your progress since your first health check</Link>
          </p>
          <GoalCards pathways={plan.data.pathways} />
          <NoteAccordions
            heading="Your goals"
            notes={plan.data.goal_notes}
            empty="Your coach has not added any goal notes yet."
          />
          <BarriersSection />
          <NoteAccordions
            heading="Your coach’s notes on what gets in the way"
            notes={plan.data.goal_barrier_notes}
            empty="Your coach has not added any notes about barriers yet."
          />
          <section aria-labelledby="bcts-heading">
            <h2 className="heading-l" id="bcts-heading">
              Your techniques
            </h2>
            {plan.data.bcts.length === 0 ? <p>Your coach has not added any techniques yet.</p> : null}
            {plan.data.bcts.map((bct) => (
              <BctAccordion key={bct.id} bct={bct} />
            ))}
          </section>
          {plan.data.articles.length > 0 ? (
            <section aria-labelledby="articles-heading">
              <h2 className="heading-l" id="articles-heading">
                Suggested articles
              </h2>
              <ul className="cards">
                {plan.data.articles.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <SuggestedEvents events={plan.data.events} />
        </>
      ) : null}
    </Page>
  );
}
