import type { AuditBand } from './audit.ts';

/** Not in the specs: the health check results that raise a flag by themselves. */
export const BMI_FLAG_FROM = 40;
export const AUDIT_16_PLUS: readonly AuditBand[] = ['higher-risk', 'possible-dependence'];

export const AUTO_FLAG_TEXT = {
  bmi: `BMI ${BMI_FLAG_FROM} or more at the latest health check`,
  audit: 'AUDIT score 16 or more (higher risk or possible dependence) at the latest health check',
} as const;

export const AUTO_FLAG_KINDS = ['bmi', 'audit'] as const;
export type AutoFlagKind = (typeof AUTO_FLAG_KINDS)[number];

/** Flags from the latest check: BMI 40+, and an AUDIT band that starts at 16 (rules/audit.ts). */
export function automaticFlagKinds(
  latest: { bmi: number | null; alcoholBand: string | null } | null,
): AutoFlagKind[] {
  if (!latest) return [];
  return [
    ...(latest.bmi !== null && latest.bmi >= BMI_FLAG_FROM ? ['bmi' as const] : []),
    ...(AUDIT_16_PLUS.includes(latest.alcoholBand as AuditBand) ? ['audit' as const] : []),
  ];
}
