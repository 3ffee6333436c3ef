import 'server-only';

export { getPromotion } from './server/reads';
