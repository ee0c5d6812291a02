import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ProgressCharts } from '../../../components/progress-charts.tsx';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { useProgress } from '../api/get-progress.ts';

export function ProgressPage() {
  const progress = useProgress();
  const log = useQuery(selfLogQuery);
  const checks = progress.data?.checks ?? [];
  useEffect(() => {
    if (log.isError) console.error('Unable to load self-log', log.error);
  }, [log.isError, log.error]);
  return (
    <Page title="Your progress" wide>
      <Heading>Your progress</Heading>
      <p>
        How your weight, activity, drinking and smoking have changed since your first health check. We invite
        you to a check-up at 3, 6 and 12 months. The dots are your checks; the line is what you recorded
        between them.
      </p>
      {progress.isPending ? <p className="loading">Loading...</p> : null}
      {progress.isError ? (
        <Notice kind="error">
          <p>We could not load your progress. Please try again later.</p>
        </Notice>
      ) : null}
      {progress.data && checks.length === 0 ? (
        <p>
          You have not taken the quick health check yet.{' '}
          <Link to="/assessment">Take the quick health check</Link>.
        </p>
      ) : null}
      {log.isError ? (
        <p>We could not load what you recorded between checks. Please try again later.</p>
      ) : null}
      {checks.length > 0 && !log.isPending ? (
        <ProgressCharts checks={checks} person="you" log={log.data} />
      ) : null}
    </Page>
  );
}
