import { WEEKLY_ACTIVITY_TARGET_MINUTES } from '@coaching/shared/rules/activity';
import { LOW_RISK_UNITS_PER_WEEK } from '@coaching/shared/rules/audit';
import { BMI_BAND_LABELS } from '@coaching/shared/rules/bmi';
import { formatUkDate } from '@coaching/shared/rules/dates';
import {
  type LoggedWeight,
  type Measure,
  progressSentences,
} from '@coaching/shared/rules/progress-sentences';
import { targetWords } from '@coaching/shared/rules/self-log-display';
import { weeklyFigures } from '@coaching/shared/rules/self-log-week';
import type { ProgressCheck } from '@coaching/shared/schemas/progress';
import type { SelfLog, SelfLogEntry } from '@coaching/shared/schemas/self-log';
import { type ChartLine, type ChartLog, LineChart } from './line-chart.tsx';

type Props = {
  checks: readonly ProgressCheck[];
  person: 'you' | 'they';
  headingLevel?: 2 | 3;
  /** What the client recorded between checks and their coach's targets (the client's or the staff answer). */
  log?: {
    entries: readonly Pick<SelfLogEntry, 'measure' | 'day' | 'value'>[];
    targets: SelfLog['targets'];
  };
};

type Logs = { caption: string; rowHeader: string; points: ChartLog[] };

const plural = (n: number) => `${n} day${n === 1 ? '' : 's'} recorded`;

/** Each entry of a measure (weight), or its weeks: totals (activity, units) or the average a day (cigarettes). */
function logsOf(log: Props['log'], measure: Measure, who: string): Logs | undefined {
  const entries = (log?.entries ?? []).filter((e) => e.measure === measure);
  if (entries.length === 0) return undefined;
  if (measure === 'weight')
    return {
      caption: `Weights ${who} recorded between checks`,
      rowHeader: 'Day',
      points: entries.map((e) => ({ date: e.day, value: e.value })),
    };
  const weeks = weeklyFigures(entries.map((e) => ({ day: e.day, value: e.value })));
  const average = measure === 'smoking';
  return {
    caption: `${average ? 'Average a day' : 'Total'} of each week ${who} recorded`,
    rowHeader: 'Week starting',
    points: weeks.map((w) => ({
      date: w.week,
      value: average ? w.perDay : w.total,
      note: average ? `average of ${plural(w.days)}` : plural(w.days),
    })),
  };
}

function linesOf(log: Props['log'], measure: Measure, guideline?: Omit<ChartLine, 'kind'>): ChartLine[] {
  const target = log?.targets.find((t) => t.measure === measure);
  return [
    ...(guideline ? [{ ...guideline, kind: 'guideline' as const }] : []),
    ...(target
      ? [{ value: target.value, label: targetWords(measure, target.value), kind: 'target' as const }]
      : []),
  ];
}

type ChartSpec = {
  measure: Measure;
  title: string;
  unit: string;
  pick: (check: ProgressCheck) => number | null;
  guideline?: Omit<ChartLine, 'kind'>;
  /** The guideline when the latest check was taken in pregnancy, if it differs. */
  guidelineInPregnancy?: Omit<ChartLine, 'kind'>;
  fromZero?: boolean;
  minSpan?: number;
};

const CHARTS: ChartSpec[] = [
  { measure: 'weight', title: 'Weight', unit: 'kg', pick: (c) => c.weight_kg, fromZero: false, minSpan: 4 },
  {
    measure: 'activity',
    title: 'Active minutes a week',
    unit: 'minutes',
    pick: (c) => c.activity_minutes,
    guideline: {
      value: WEEKLY_ACTIVITY_TARGET_MINUTES,
      label: `at least ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes a week`,
    },
  },
  {
    measure: 'alcohol',
    title: 'Alcohol units a week',
    unit: 'units',
    pick: (c) => c.units_week,
    guideline: {
      value: LOW_RISK_UNITS_PER_WEEK,
      label: `no more than ${LOW_RISK_UNITS_PER_WEEK} units a week`,
    },
    guidelineInPregnancy: { value: 0, label: 'no alcohol in pregnancy' },
  },
  { measure: 'smoking', title: 'Cigarettes a day', unit: 'a day', pick: (c) => c.cigarettes_day, minSpan: 5 },
];

/** The weight recorded on the latest day, if any. */
function latestWeight(log: Props['log']): LoggedWeight | undefined {
  return (log?.entries ?? [])
    .filter((e) => e.measure === 'weight')
    .reduce<LoggedWeight | undefined>((latest, e) => (latest && latest.day >= e.day ? latest : e), undefined);
}

/** Weight, activity, alcohol and smoking from the first check to the latest, a chart and a sentence each. */
export function ProgressCharts({ checks, person, headingLevel = 2, log }: Props) {
  const sentences = progressSentences(checks, person, latestWeight(log));
  const who = person === 'you' ? 'you' : 'they';
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const pregnantNow = checks.at(-1)?.pregnant === true;
  const guidelineOf = (chart: ChartSpec) => (pregnantNow && chart.guidelineInPregnancy) || chart.guideline;
  return (
    <div className="progress-charts">
      {CHARTS.map((chart) => (
        <section
          key={chart.measure}
          className="progress-measure"
          aria-labelledby={`progress-${chart.measure}`}
        >
          <H className="heading-m" id={`progress-${chart.measure}`}>
            {chart.title}
          </H>
          <p className="progress-measure__sentence">{sentences[chart.measure].text}</p>
          <p className="secondary-text">{sentences[chart.measure].from}</p>
          <LineChart
            id={chart.measure}
            title={chart.title}
            unit={chart.unit}
            points={checks.map((c) => ({ date: c.date, value: chart.pick(c) }))}
            logs={logsOf(log, chart.measure, who)}
            lines={linesOf(log, chart.measure, guidelineOf(chart))}
            fromZero={chart.fromZero}
            minSpan={chart.minSpan}
          />
          {chart.measure === 'weight' ? (
            <p>
              BMI band at each check:{' '}
              {checks
                .map(
                  (c) => `${formatUkDate(c.date)} ${c.bmi_band ? BMI_BAND_LABELS[c.bmi_band] : 'not banded'}`,
                )
                .join('; ')}
              .
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
