export { SPENT_RESET_LINK_COOKIE, USED_RESET_LINK } from './spent-reset-link';
