import { formatUkDate } from '@coaching/shared/rules/dates';
import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { formatEntryValue, SELF_LOG_LABELS, targetWords } from '@coaching/shared/rules/self-log-display';
import { type MeasureGlance, weekAtAGlance } from '@coaching/shared/rules/self-log-glance';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { selfLogQuery } from '../../../lib/self-log.ts';

const WEEK_UNIT: Partial<Record<SelfLogMeasure, string>> = { activity: 'minutes', alcohol: 'units' };

function MeasureCard({ glance }: { glance: MeasureGlance }) {
  const label = SELF_LOG_LABELS[glance.measure];
  return (
    <li className="card">
      <h3 className="heading-s">{label}</h3>
      <p>
        {glance.last
          ? `Last: ${formatEntryValue(glance.last)} on ${formatUkDate(glance.last.day)}`
          : 'Nothing recorded yet'}
      </p>
      {glance.thisWeek !== null ? (
        <p>
          This week so far: {glance.thisWeek} {WEEK_UNIT[glance.measure]}
        </p>
      ) : null}
      {glance.change ? <p>{glance.change}.</p> : null}
      {glance.target !== null ? (
        <p>Your coach’s target: {targetWords(glance.measure, glance.target)}.</p>
      ) : null}
      <p>
        <Link to={`/record/${glance.measure}`} className="button button--secondary">
          Record <span className="visually-hidden">{label.toLowerCase()}</span>
        </Link>
      </p>
    </li>
  );
}

/** The dashboard's panel: record a measure in a tap or two, and see the week so far (issue 31). */
export function WeekAtAGlance() {
  const log = useQuery(selfLogQuery);
  useEffect(() => {
    if (log.isError) console.error('Unable to load self-log', log.error);
  }, [log.isError, log.error]);
  if (log.isError) return <p>We could not load what you have recorded. Please try again later.</p>;
  if (!log.data || log.data.measures.length === 0) return null;
  const glance = weekAtAGlance(log.data);
  return (
    <section aria-labelledby="week-heading">
      <h2 className="heading-m" id="week-heading">
        This week at a glance
      </h2>
      <p>
        {glance.streak === 0
          ? 'Record how you are doing between health checks: it takes a few seconds.'
          : `You have recorded something ${glance.streak} week${glance.streak === 1 ? '' : 's'} in a row.`}
      </p>
      <ul className="cards">
        {glance.measures.map((m) => (
          <MeasureCard key={m.measure} glance={m} />
        ))}
      </ul>
    </section>
  );
}
