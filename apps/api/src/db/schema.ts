// Every table, for drizzle's typed queries and drizzle-kit's migrations; one file per part of the service.
export * from './tables/care.ts';
export * from './tables/casework.ts';
export * from './tables/coaching.ts';
export * from './tables/content.ts';
export * from './tables/insight-totals.ts';
export * from './tables/people.ts';
export * from './tables/plans.ts';
export * from './tables/push.ts';
export * from './tables/self-log.ts';
export * from './tables/service.ts';
