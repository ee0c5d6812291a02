import { WEEKLY_ACTIVITY_TARGET_MINUTES } from '@coaching/shared/rules/activity';
import { LOW_RISK_UNITS_PER_WEEK } from '@coaching/shared/rules/audit';
import { BMI_BAND_LABELS } from '@coaching/shared/rules/bmi';
import { formatUkDate } from '@coaching/shared/rules/dates';
import { type Measure, progressSentences } from '@coaching/shared/rules/progress-sentences';
import type { ProgressCheck } from '@coaching/shared/schemas/progress';
import { LineChart } from './line-chart.tsx';

type Props = { checks: readonly ProgressCheck[]; person: 'you' | 'they'; headingLevel?: 2 | 3 };

/** Weight, activity, alcohol and smoking from the first check to the latest, a chart and a sentence each. */
export function ProgressCharts({ checks, person, headingLevel = 2 }: Props) {
  const sentences = progressSentences(checks, person);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const points = (pick: (c: ProgressCheck) => number | null) =>
    checks.map((c) => ({ date: c.date, value: pick(c) }));
  const section = (measure: Measure, title: string, chart: React.ReactNode, extra?: React.ReactNode) => (
    <section className="progress-measure" aria-labelledby={`progress-${measure}`}>
      <H className="heading-m" id={`progress-${measure}`}>
        {title}
      </H>
      <p className="progress-measure__sentence">{sentences[measure]}</p>
      {chart}
      {extra}
    </section>
  );
  return (
    <div className="progress-charts">
      {section(
        'weight',
        'Weight',
        <LineChart id="weight" title="Weight" unit="kg" points={points((c) => c.weight_kg)} minTop={50} />,
        <p>
          BMI band at each check:{' '}
          {checks
            .map((c) => `${formatUkDate(c.date)} ${c.bmi_band ? BMI_BAND_LABELS[c.bmi_band] : 'not banded'}`)
            .join('; ')}
          .
        </p>,
      )}
      {section(
        'activity',
        'Active minutes a week',
        <LineChart
          id="activity"
          title="Active minutes a week"
          unit="minutes"
          points={points((c) => c.activity_minutes)}
          target={{
            value: WEEKLY_ACTIVITY_TARGET_MINUTES,
            label: `at least ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes a week`,
          }}
        />,
      )}
      {section(
        'alcohol',
        'Alcohol units a week',
        <LineChart
          id="alcohol"
          title="Alcohol units a week"
          unit="units"
          points={points((c) => c.units_week)}
          target={{
            value: LOW_RISK_UNITS_PER_WEEK,
            label: `no more than ${LOW_RISK_UNITS_PER_WEEK} units a week`,
          }}
        />,
      )}
      {section(
        'smoking',
        'Cigarettes a day',
        <LineChart
          id="smoking"
          title="Cigarettes a day"
          unit="a day"
          points={points((c) => c.cigarettes_day)}
          minTop={5}
        />,
      )}
    </div>
  );
}
