/** What the demo clients' registrations have in common: where and how to reach them, consent, GP. */
export const demoClientBase = {
  postcode: 'DT1 1XJ',
  address1: '12 High West Street, Dorchester',
  phoneNumber: '07700 900123',
  contactMethod: 1,
  leaveMessage: 'yes' as const,
  ethnicity: 1,
  gpPracticeId: 13,
  acceptTerms: true,
  howDidYouHear: 1,
};
