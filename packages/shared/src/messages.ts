// Validation messages, verbatim from the specs (onboarding §5, portal §5).
export const MSG = {
  required: 'Required',
  email: 'Please enter a valid email',
  postcode: 'Please enter a valid postcode',
  phone: 'Please enter a valid phone number.',
  passwordLength: 'Your password should be at least 8 characters long',
  mustMatch: 'Must match',
  numeric: 'Numeric characters only',
  date: 'Enter a real date',
  tooOld: 'Enter a date of birth within the last 100 years',
  adult: 'You need to be 18 or over',
  choose: 'Select an option',
  chooseOne: 'Select at least one',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
} as const;
