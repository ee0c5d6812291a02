import { Link } from 'react-router';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ProgressCharts } from '../../../components/progress-charts.tsx';
import { useProgress } from '../api/get-progress.ts';

export function ProgressPage() {
  const progress = useProgress();
  const checks = progress.data?.checks ?? [];
  return (
    <Page title="Your progress" wide>
      <Heading>Your progress</Heading>
      <p>
        How your weight, activity, drinking and smoking have changed since your first health check. We invite
        you to a check-up at 3, 6 and 12 months.
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
      {checks.length > 0 ? <ProgressCharts checks={checks} person="you" /> : null}
    </Page>
  );
}
