import { ACCOUNT_MSG } from '@coaching/shared/messages';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArticleCard } from '../../../components/article-card.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { useSessions } from '../../../lib/sessions.ts';
import { useProfile } from '../../auth/api/get-profile.ts';
import { useLatestArticles } from '../api/get-latest-articles.ts';
import { feedbackPrompts, nextSteps, offersHealthCheckup } from '../next-steps.ts';
import { DashboardLead } from './dashboard-lead.tsx';
import { NextStepCard } from './next-step-card.tsx';
import { WeekAtAGlance } from './week-at-a-glance.tsx';

/** The habit tool lives on the NHS site; the service links to it rather than building its own. */
const HABIT_TOOL_URL = 'https://www.nhs.uk/better-health/';

export function DashboardPage() {
  const profile = useProfile();
  const sessions = useSessions();
  const articles = useLatestArticles();

  useEffect(() => {
    if (articles.isError) console.error('Unable to load articles', articles.error);
  }, [articles.isError, articles.error]);

  // Recording between checks comes first once the client has had a check; until then, the steps do.
  const recording = profile.closure_requested ? null : profile.assessment_count > 0 ? 'first' : 'after-steps';
  const prompts = profile.closure_requested ? [] : feedbackPrompts(profile, sessions.data ?? []);

  return (
    <Page title="Next steps" wide>
      <Heading>Next steps</Heading>
      <DashboardLead />
      {recording === 'first' ? <WeekAtAGlance pathways={profile.pathways} /> : null}
      {profile.closure_requested ? (
        <section className="card card--feature" aria-labelledby="closure-heading">
          <h2 className="heading-m" id="closure-heading">
            You have asked to close your account
          </h2>
          <p>{ACCOUNT_MSG.closurePending}</p>
          <p>
            Changed your mind? Call us free on <ServicePhone />.
          </p>
        </section>
      ) : (
        <>
          <ol className="cards">
            {nextSteps(profile).map((step, index) => (
              <li key={step}>
                <NextStepCard step={step} number={index + 1} profile={profile} />
              </li>
            ))}
          </ol>
          <p>
            Want help with something else? <Link to="/update-goals">Change your goals</Link>.
          </p>
          {recording === 'after-steps' ? <WeekAtAGlance pathways={profile.pathways} /> : null}
        </>
      )}

      {offersHealthCheckup(profile) && !profile.closure_requested ? (
        <section className="card card--feature" aria-labelledby="checkup-heading">
          <h2 className="heading-m" id="checkup-heading">
            Time for a health check-up
          </h2>
          <p>Take the quick health check again to see how far you have come since your first one.</p>
          <Link to="/assessment" className="button">
            Start your health check-up
          </Link>
        </section>
      ) : null}

      {profile.assessment_count > 0 ? (
        <p>
          <Link to="/progress">See your progress since your first health check</Link>
        </p>
      ) : null}

      {prompts.length ? (
        <section aria-labelledby="feedback-prompts-heading">
          <h2 className="heading-m" id="feedback-prompts-heading">
            Tell us how it went
          </h2>
          <ul className="cards">
            {prompts.map((prompt) => (
              <li key={prompt.id} className="card">
                <h3 className="heading-s">{prompt.title}</h3>
                <p>
                  <Link to={`/feedback?topic=experience&prompt=${prompt.id}`}>
                    Rate your experience<span className="visually-hidden">: {prompt.title}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="articles-heading">
        <h2 className="heading-m" id="articles-heading">
          Latest articles
        </h2>
        {articles.isPending ? <p className="loading">Loading...</p> : null}
        {articles.isError ? <p>We could not load the latest articles. Please try again later.</p> : null}
        {articles.data?.length ? (
          <ul className="cards">
            {articles.data.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to="/articles">See all articles and advice</Link>
        </p>
      </section>

      <section className="card" aria-labelledby="habit-tool-heading">
        <h2 className="heading-m" id="habit-tool-heading">
          Build healthy habits
        </h2>
        <p>Free NHS tools and apps to help you keep going between chats with your coach.</p>
        <p>
          <a href={HABIT_TOOL_URL} rel="noopener">
            Open the habit tool (NHS Better Health)
          </a>
        </p>
      </section>

      <p>
        <Link to="/feedback" className="button button--secondary">
          Give feedback
        </Link>
      </p>
    </Page>
  );
}
