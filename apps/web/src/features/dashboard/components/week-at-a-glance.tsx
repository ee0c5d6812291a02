import { formatUkDate } from '@coaching/shared/rules/dates';
import { measuresOfPathways, type SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { formatEntryValue, SELF_LOG_LABELS, targetWords } from '@coaching/shared/rules/self-log-display';
import { type MeasureGlance, weekAtAGlance } from '@coaching/shared/rules/self-log-glance';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { selfLogQuery } from '../../../lib/self-log.ts';

const FIRST_WORDS = 'Record how you are doing between health checks: it takes a few seconds.';
const WEEK_UNIT: Partial<Record<SelfLogMeasure, string>> = { activity: 'minutes', alcohol: 'units' };

function RecordLink({ measure }: { measure: SelfLogMeasure }) {
  return (
    <p>
      <Link to={`/record/${measure}`} className="button button--secondary">
        Record <span className="visually-hidden">{SELF_LOG_LABELS[measure].toLowerCase()}</span>
      </Link>
    </p>
  );
}

function MeasureCard({ glance }: { glance: MeasureGlance }) {
  return (
    <li className="card">
      <h3 className="heading-s">{SELF_LOG_LABELS[glance.measure]}</h3>
      <p>
        {glance.last
          ? `Last: ${formatEntryValue(glance.last)} on ${formatUkDate(glance.last.day)}`
          : 'Nothing recorded yet'}
      </p>
      {glance.thisWeek ? (
        <p>
          {glance.thisWeek.recorded
            ? `This week so far: ${glance.thisWeek.total} ${WEEK_UNIT[glance.measure]}`
            : 'Nothing recorded yet this week'}
        </p>
      ) : null}
      {glance.change ? <p>{glance.change}.</p> : null}
      {glance.target !== null ? (
        <p>Your coach’s target: {targetWords(glance.measure, glance.target)}.</p>
      ) : null}
      <RecordLink measure={glance.measure} />
    </li>
  );
}

/** While the log loads: the same card, line for line, for a client with nothing recorded yet. */
function LoadingCard({ measure }: { measure: SelfLogMeasure }) {
  return (
    <li className="card">
      <h3 className="heading-s">{SELF_LOG_LABELS[measure]}</h3>
      <p className="loading">Loading...</p>
      {WEEK_UNIT[measure] ? <p className="skeleton-line" /> : null}
      <RecordLink measure={measure} />
    </li>
  );
}

function Panel({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby="week-heading">
      <h2 className="heading-m" id="week-heading">
        This week at a glance
      </h2>
      <p className="week-intro">{intro}</p>
      <ul className="cards">{children}</ul>
    </section>
  );
}

/**
 * The dashboard's panel: record a measure in a tap or two, and see the week so far (issue 31). The
 * measures are known from the profile's pathways before the log arrives, so the panel holds its
 * place while it loads and nothing below it moves (docs/product.md#self-logging).
 */
export function WeekAtAGlance({ pathways }: { pathways: readonly string[] }) {
  const log = useQuery(selfLogQuery);
  useEffect(() => {
    if (log.isError) console.error('Unable to load self-log', log.error);
  }, [log.isError, log.error]);
  if (log.isError) return <p>We could not load what you have recorded. Please try again later.</p>;
  if (!log.data) {
    const measures = measuresOfPathways(pathways);
    return measures.length ? (
      <Panel intro={FIRST_WORDS}>
        {measures.map((measure) => (
          <LoadingCard key={measure} measure={measure} />
        ))}
      </Panel>
    ) : null;
  }
  if (log.data.measures.length === 0) return null;
  const glance = weekAtAGlance(log.data);
  return (
    <Panel
      intro={
        glance.streak === 0
          ? FIRST_WORDS
          : `You have recorded something ${glance.streak} week${glance.streak === 1 ? '' : 's'} in a row.`
      }
    >
      {glance.measures.map((m) => (
        <MeasureCard key={m.measure} glance={m} />
      ))}
    </Panel>
  );
}
