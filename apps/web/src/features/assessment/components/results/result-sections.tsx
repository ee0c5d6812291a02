import { OPTION } from '@coaching/shared/constants';
import {
  ACTIVITY_BAND_LABELS,
  activityBand,
  activityBarPercent,
  caloriesBurnedPerDay,
  meetsActivityTarget,
  WEEKLY_ACTIVITY_TARGET_MINUTES,
} from '@coaching/shared/rules/activity';
import {
  alcoholBarMax,
  alcoholBarPercent,
  cheeseburgers,
  LOW_RISK_UNITS_PER_WEEK,
  NEVER,
} from '@coaching/shared/rules/audit';
import { BMI_BAND_LABELS, BMI_SCALE_MAX, BMI_SCALE_MIN, bmiBarPercent } from '@coaching/shared/rules/bmi';
import { answeredCigarettesPerDay, smokes, vapes, weeklySaving } from '@coaching/shared/rules/smoking';
import { plural } from '@coaching/shared/rules/wording';
import { Previous, ResultBar } from './result-bar.tsx';
import type { ResultState } from './result-state.ts';

type SectionProps = { state: ResultState };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card result" aria-labelledby={`${id}-title`} data-testid={`result-${id}`}>
      <h2 className="heading-l" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BmiSection({ state }: SectionProps) {
  const { messages, stats } = state.result;
  const { band, boundaries } = messages.bmi;
  const value = stats.current.bmi;
  const marks = [
    BMI_SCALE_MIN,
    boundaries.healthy,
    boundaries.overweight,
    boundaries.obese1,
    BMI_SCALE_MAX,
  ].map((mark) => ({ percent: bmiBarPercent(mark), label: String(mark) }));
  return (
    <Section id="bmi" title={messages.bmi.title}>
      <p>{messages.bmi.overview}</p>
      <p className="heading-m">
        Your BMI: <span data-testid="bmi-value">{value}</span>
        {band ? <span className="tag result__band">{BMI_BAND_LABELS[band]}</span> : null}
      </p>
      <ResultBar
        percent={bmiBarPercent(value)}
        label={`BMI ${value} on a scale from ${BMI_SCALE_MIN} to ${BMI_SCALE_MAX}. Healthy from ${boundaries.healthy} to under ${boundaries.overweight}, overweight to under ${boundaries.obese1}.`}
        marks={marks}
      />
      {stats.previous ? <Previous>BMI {stats.previous.bmi}</Previous> : null}
      <p>{messages.bmi.message}</p>
    </Section>
  );
}

export function ActivitySection({ state }: SectionProps) {
  const { messages, stats } = state.result;
  const minutes = stats.current.activity;
  const male = state.gender === OPTION.genderMale;
  const calories = caloriesBurnedPerDay(minutes, male);
  return (
    <Section id="activity" title={messages.activity.title}>
      <p>{messages.activity.overview}</p>
      <p className="heading-m">
        <span data-testid="activity-minutes">{minutes}</span>
        {meetsActivityTarget(minutes)
          ? ` minutes a week: the ${WEEKLY_ACTIVITY_TARGET_MINUTES}-minute target is met`
          : ` of ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes a week`}
        <span className="tag result__band">{ACTIVITY_BAND_LABELS[activityBand(minutes)]}</span>
      </p>
      <ResultBar
        percent={activityBarPercent(minutes)}
        label={`${minutes} minutes of activity a week, against the ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes recommended`}
      />
      {minutes === 0 ? (
        <p>
          Being active for {WEEKLY_ACTIVITY_TARGET_MINUTES} minutes a week would burn about{' '}
          <strong data-testid="activity-calories">
            {caloriesBurnedPerDay(WEEKLY_ACTIVITY_TARGET_MINUTES, male)}
          </strong>{' '}
          calories a day.
        </p>
      ) : (
        <p>
          Being active burns about <strong data-testid="activity-calories">{calories}</strong> calories a day.
        </p>
      )}
      {stats.previous ? <Previous>{stats.previous.activity} minutes a week</Previous> : null}
      <p>{messages.activity.message}</p>
    </Section>
  );
}

export function SmokingSection({ state }: SectionProps) {
  const { messages, stats } = state.result;
  const answer = state.values.smoking_smoke_or_vape;
  return (
    <Section id="smoking" title={messages.smoking.title}>
      <p>{messages.smoking.overview}</p>
      {smokes(answer) ? (
        <p className="heading-m">
          Stopping could save you{' '}
          <span data-testid="smoking-saving">
            £{weeklySaving(answeredCigarettesPerDay(state.values)).toFixed(2)}
          </span>{' '}
          a week
        </p>
      ) : null}
      {stats.previous && stats.previous.smoking > 0 ? (
        <Previous>{stats.previous.smoking} a day</Previous>
      ) : null}
      {vapes(answer) && !smokes(answer) ? <h3 className="heading-s">About vaping</h3> : null}
      <p>{messages.smoking.message}</p>
    </Section>
  );
}

export function AlcoholSection({ state }: SectionProps) {
  const { messages, stats } = state.result;
  const units = stats.current.alcohol;
  const pregnant = state.values.assessment_pregnant === 'yes';
  const frequency = state.values.alcohol_drink_frequency ?? NEVER;
  const risk = { frequency, unitsPerWeek: units, pregnant, band: messages.alcohol.band };
  const max = alcoholBarMax(pregnant);
  return (
    <Section id="alcohol" title={messages.alcohol.title}>
      <p>{messages.alcohol.overview}</p>
      <p className="heading-m">
        <span data-testid="alcohol-units">{units}</span> units a week
      </p>
      <ResultBar
        percent={alcoholBarPercent(risk)}
        label={
          pregnant
            ? `${units} units a week; in pregnancy any drinking fills the bar`
            : `${units} units a week on a scale up to ${max}; the low-risk limit is ${LOW_RISK_UNITS_PER_WEEK}`
        }
        marks={
          pregnant
            ? []
            : [{ percent: (LOW_RISK_UNITS_PER_WEEK / max) * 100, label: `${LOW_RISK_UNITS_PER_WEEK} units` }]
        }
      />
      {frequency === NEVER ? null : (
        <p>
          That is about{' '}
          <strong data-testid="alcohol-cheeseburgers">{plural(cheeseburgers(units), 'cheeseburger')}</strong>’
          worth of calories a week.
        </p>
      )}
      <p>
        Risk level: <strong data-testid="alcohol-band">{messages.alcohol.risk}</strong>
      </p>
      {stats.previous ? <Previous>{stats.previous.alcohol} units a week</Previous> : null}
      <p>{messages.alcohol.message}</p>
    </Section>
  );
}
