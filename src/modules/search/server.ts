import 'server-only';

export { TOO_MANY_SEARCHES, createPadLookupLimiter, limiterFor, searchWait, sharedSearchLimiter } from './server/search-limits';
export { siteIndex } from './server/site-search';
export { suggestAnswer } from './server/suggest-answer';
