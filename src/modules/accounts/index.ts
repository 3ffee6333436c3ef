export { SPENT_RESET_LINK_COOKIE } from './spent-reset-link';
export { inPageLanguage } from './paths';
