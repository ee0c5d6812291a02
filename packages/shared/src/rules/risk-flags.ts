import type { AuditBand } from './audit.ts';

/** Not in the specs: the health check results that raise a flag by themselves. */
export const BMI_FLAG_FROM = 40;
export const AUDIT_16_PLUS: readonly AuditBand[] = ['higher-risk', 'possible-dependence'];

export const AUTO_FLAG_TEXT = {
  bmi: `BMI ${BMI_FLAG_FROM} or more at the latest health check`,
  audit: 'AUDIT score 16 or more (higher risk or possible dependence) at the latest health check',
} as const;

/** Flags from the latest check: BMI 40+, and an AUDIT band that starts at 16 (rules/audit.ts). */
export function automaticFlags(latest: { bmi: number | null; alcoholBand: string | null } | null): string[] {
  if (!latest) return [];
  return [
    ...(latest.bmi !== null && latest.bmi >= BMI_FLAG_FROM ? [AUTO_FLAG_TEXT.bmi] : []),
    ...(AUDIT_16_PLUS.includes(latest.alcoholBand as AuditBand) ? [AUTO_FLAG_TEXT.audit] : []),
  ];
}
