import {
  ACTIVITY_BAND_LABELS,
  activityBand,
  LONG_SITTING_HOURS,
  WEEKLY_ACTIVITY_TARGET_MINUTES,
} from '@coaching/shared/rules/activity';
import {
  type AuditBand,
  alcoholRiskLabel,
  drinksInPregnancy,
  LOW_RISK_UNITS_PER_WEEK,
  NEVER,
} from '@coaching/shared/rules/audit';
import { BMI_BAND_LABELS, type BmiBand } from '@coaching/shared/rules/bmi';
import { type SmokeOrVape, smokes } from '@coaching/shared/rules/smoking';
import { duration, plural } from '@coaching/shared/rules/wording';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import type { AssessmentStats, ResultMessages } from '@coaching/shared/schemas/assessment-result';
import type { Score } from './score-assessment.ts';

// Wording follows NHS and UK Chief Medical Officers' advice (docs/product.md#health-rules).

const BMI_ADVICE: Record<BmiBand, string> = {
  underweight:
    'Being underweight can leave you short of energy and affect your bones and immune system. Your GP or practice nurse can help you find out why, and your coach can help you eat well.',
  healthy: 'Eating well and staying active will help you stay in this range.',
  overweight:
    'Losing even 5% of your weight lowers your risk of type 2 diabetes, heart disease and some cancers. Your coach can help you make changes that last.',
  'obese-1':
    'Carrying this much weight raises your risk of type 2 diabetes, heart disease, joint pain and some cancers. Losing 5 to 10% of your weight makes a real difference, and your coach can help you get there.',
  'obese-2':
    'Carrying this much weight raises your risk of type 2 diabetes, heart disease, joint pain and some cancers. Losing 5 to 10% of your weight makes a real difference, and your coach can help you get there. Your GP can tell you about other support too.',
  'obese-3':
    'Carrying this much weight seriously raises your risk of type 2 diabetes, heart disease, joint pain and some cancers. Your coach can help you start, and please also talk to your GP about the specialist weight support available to you.',
};

const LOWER_THRESHOLDS_NOTE =
  'For people of your family background health risks start at a lower BMI, so we use the lower NICE thresholds: overweight from 23 and obese from 27.5.';

function bmiMessage(score: Score): ResultMessages['bmi'] {
  const common = { title: 'Your weight', band: score.bmiBand, boundaries: score.boundaries };
  if (score.pregnant || score.bmiBand === null) {
    return {
      ...common,
      overview: `Your BMI is ${score.stats.bmi}.`,
      message:
        'In pregnancy a BMI from your current weight does not tell us much about your health, so we have not given it a band. Your midwife is the best person to talk to about weight while you are pregnant.',
    };
  }
  return {
    ...common,
    overview: `Your BMI is ${score.stats.bmi}: ${BMI_BAND_LABELS[score.bmiBand].toLowerCase()}.`,
    message: [BMI_ADVICE[score.bmiBand], score.lowerThresholds ? LOWER_THRESHOLDS_NOTE : '']
      .filter(Boolean)
      .join(' '),
  };
}

// NHS "Exercise in pregnancy": keep up usual activity, do not start anything strenuous.
const ACTIVITY_IN_PREGNANCY =
  'In pregnancy, keeping active is good for you and your baby: carry on with what you usually do for as long as it feels comfortable, but do not start anything new and strenuous, and ask your midwife about what suits you.';

function activityOverview(minutes: number): string {
  const band = ACTIVITY_BAND_LABELS[activityBand(minutes)].toLowerCase();
  return minutes === 0
    ? `You are not doing any physical activity in a typical week yet: ${band}.`
    : `You are active for ${duration(minutes)} a week: ${band}.`;
}

function activityMessage(score: Score): ResultMessages['activity'] {
  const minutes = score.stats.activity;
  const band = activityBand(minutes);
  const advice = {
    inactive: `Adults should aim for at least ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes of moderate activity a week, such as brisk walking or cycling. Start small: every 10 minutes counts.`,
    'fairly-active': `You are part of the way to the ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes a week the UK Chief Medical Officers recommend. Another ${duration(WEEKLY_ACTIVITY_TARGET_MINUTES - minutes)} a week would get you there.`,
    active: `You meet the ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes a week the UK Chief Medical Officers recommend. Adding strength exercises on two days a week helps even more.`,
  }[band];
  const sitting =
    score.sittingMinutesADay > LONG_SITTING_HOURS * 60
      ? ` You sit for ${duration(score.sittingMinutesADay)} a day: breaking that up, even by standing for a few minutes each hour, is good for your health.`
      : '';
  return {
    title: 'Your activity',
    overview: activityOverview(minutes),
    message: (score.pregnant ? `${ACTIVITY_IN_PREGNANCY} ` : '') + advice + sitting,
  };
}

const SMOKING_TITLES: Record<SmokeOrVape, string> = {
  smoke: 'Your smoking',
  vape: 'Your vaping',
  'smoke and vape': 'Your smoking and vaping',
  neither: 'Smoking and vaping',
};

const SUPPORT =
  'With support from a stop smoking service you are up to three times more likely to quit for good, and your coach can help you get it.';

/** Stopped since the last check: no longer smoking now, but smoking then. */
const STOPPED_SMOKING = {
  overview: 'You have stopped smoking since your last check: well done!',
  message:
    'Stopping smoking is the best thing you can do for your health, and the benefits start within days. Your coach can help you stay smoke-free.',
};

function smokingMessage(
  score: Score,
  answer: SmokeOrVape,
  previous: AssessmentStats | null,
): ResultMessages['smoking'] {
  const stopped = previous !== null && previous.smoking > 0 && !smokes(answer);
  const title = SMOKING_TITLES[answer];
  const saving = `Stopping would save you about £${score.weeklySaving.toFixed(2)} a week.`;
  switch (answer) {
    case 'smoke':
      return {
        title,
        overview: `You smoke about ${score.stats.smoking} a day. ${saving}`,
        message: `Stopping smoking is the best thing you can do for your health. ${SUPPORT}`,
      };
    case 'smoke and vape':
      return {
        title,
        overview: `You smoke about ${score.stats.smoking} a day and you vape. ${saving}`,
        message: `Smoking and vaping together does not give you the full benefit of switching: stopping smoking completely is what matters most. ${SUPPORT}`,
      };
    case 'vape':
      return {
        title,
        overview: stopped ? `${STOPPED_SMOKING.overview} You vape now.` : 'You vape.',
        message:
          'Vaping is far less harmful than smoking, but it is not risk-free. If you switched from smoking, well done. When you are ready, your coach can help you cut down and stop vaping too.',
      };
    case 'neither':
      if (stopped) return { title, ...STOPPED_SMOKING };
      return {
        title,
        overview: 'You do not smoke or vape.',
        message: 'That is great for your health. People who do not smoke should not start vaping.',
      };
  }
}

const ALCOHOL_ADVICE: Record<AuditBand, string> = {
  'lower-risk': `Your drinking is at lower risk. Keeping to ${LOW_RISK_UNITS_PER_WEEK} units a week or less, spread over three or more days with some drink-free days, keeps it that way.`,
  'increasing-risk':
    'Your drinking is at increasing risk of harming your health. Cutting down, for example with more drink-free days each week, lowers that risk, and your coach can help.',
  'higher-risk':
    'Your drinking is at higher risk of harming your health. Your coach can help you cut down, and your GP can help too.',
  'possible-dependence':
    'Your answers suggest you may be dependent on alcohol. Do not stop drinking suddenly without medical advice, as that can be dangerous. Please talk to your GP or a specialist alcohol service, who can help you cut down safely, as well as your coach.',
};

const PREGNANCY_ADVICE =
  'In pregnancy the safest approach is not to drink alcohol at all: drinking can harm your baby, and the more you drink the greater the risk. Your midwife, GP or coach can help you stop.';

/** "about 16 units a week"; a little that rounds to nothing is not "about 0 units". */
const weeklyDrinking = (units: number) =>
  units === 0 ? 'less than 0.1 units a week' : `about ${plural(units, 'unit')} a week`;

function alcoholMessage(score: Score, frequency: number): ResultMessages['alcohol'] {
  const title = 'Your drinking';
  const band = score.auditBand;
  const units = score.stats.alcohol;
  const risk = alcoholRiskLabel({ frequency, unitsPerWeek: units, pregnant: score.pregnant, band });
  if (frequency === NEVER) {
    return {
      title,
      band,
      risk,
      overview: 'You do not drink alcohol.',
      message: 'That is good for your health.',
    };
  }
  if (drinksInPregnancy(score.pregnant, frequency)) {
    // The low-risk line and the lower-risk advice are for people who are not pregnant.
    return {
      title,
      band,
      risk,
      overview: `You drink ${weeklyDrinking(units)}. Risk level: ${risk.toLowerCase()}.`,
      message: band === 'lower-risk' ? PREGNANCY_ADVICE : `${PREGNANCY_ADVICE} ${ALCOHOL_ADVICE[band]}`,
    };
  }
  const scale = score.fullAudit ? 'AUDIT' : 'AUDIT-C';
  const result = `Your ${scale} result: ${risk.toLowerCase()}.`;
  // Under the weekly line is not low risk on its own: the AUDIT scores how often and how much at a time,
  // so a result above lower risk says why instead of reading as two contrary answers.
  const line =
    units > LOW_RISK_UNITS_PER_WEEK
      ? `That is more than the ${LOW_RISK_UNITS_PER_WEEK} units a week the UK Chief Medical Officers advise as a low-risk limit. ${result}`
      : band === 'lower-risk'
        ? `That is within the ${LOW_RISK_UNITS_PER_WEEK} units a week low-risk guideline. ${result}`
        : `That is under the ${LOW_RISK_UNITS_PER_WEEK} units a week low-risk guideline, but how often you drink and how much you drink at a time give an ${scale} result of ${risk.toLowerCase()}.`;
  return {
    title,
    band,
    risk,
    overview: `You drink ${weeklyDrinking(units)}. ${line}`,
    message: ALCOHOL_ADVICE[band],
  };
}

/** The title, overview and message of each results section. */
export function resultMessages(
  score: Score,
  answers: AssessmentAnswers,
  previous: AssessmentStats | null,
): ResultMessages {
  return {
    bmi: bmiMessage(score),
    activity: activityMessage(score),
    smoking: smokingMessage(score, answers.smoking_smoke_or_vape, previous),
    alcohol: alcoholMessage(score, answers.alcohol_drink_frequency),
  };
}
