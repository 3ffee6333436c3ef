import 'server-only';

export { readOrder } from './server/read-order';
