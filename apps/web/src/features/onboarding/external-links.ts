/** Other services for people this service cannot take on (onboarding §2: too young, outside the county). */
export const YOUNG_PEOPLE_SERVICES = [
  { href: 'https://www.nhs.uk/live-well/', label: 'NHS Live Well: advice on healthy living' },
  { href: 'https://www.childline.org.uk/', label: 'Childline: free, private support for young people' },
  { href: 'https://www.youngminds.org.uk/', label: 'YoungMinds: mental health support for young people' },
];

export const HABIT_HACKER_URL = 'https://www.nhs.uk/better-health/';
export const HEALTH_QUIZ_URL = 'https://www.nhs.uk/every-mind-matters/mind-plan-quiz/';
