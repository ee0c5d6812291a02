import { opaquePlaceholder } from './client.ts';

/** The caller's id in a statement built once (listsStatement, preparedOnce): each run passes `staffId`. */
export const CALLER_ID = opaquePlaceholder('staffId', 'int');
