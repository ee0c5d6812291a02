import { bmi } from '@coaching/shared/rules/bmi';

type Measures = {
  pathways: string[];
  weightKg: number;
  heightCm: number;
  activity: number;
  smoking: number;
  alcohol: number;
};

/**
 * A demo health check's answers and scores from one set of measures, so every demo check is
 * consistent: the BMI shown is the one its weight and height give (rules/bmi.ts), as a real check's.
 */
export function demoHealthCheck({ pathways, weightKg, heightCm, activity, smoking, alcohol }: Measures) {
  return {
    answers: {
      pathways,
      weight_metric: 'kg',
      assessment_weight_kg: weightKg,
      assessment_height_cm: heightCm,
    },
    stats: { bmi: bmi(weightKg, heightCm), activity, smoking, alcohol },
  };
}
