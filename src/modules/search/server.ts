import 'server-only';

export { tooManySearches, createPadLookupLimiter, limiterFor, searchWait, sharedSearchLimiter } from './server/search-limits';
export { siteIndex } from './server/site-search';
export { suggestAnswer } from './server/suggest-answer';
