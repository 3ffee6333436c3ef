import { en } from './messages/en';
import { fr } from './messages/fr';

/**
 * Whether the dashboard's refusal is its basket limit, in either language it may send it back in
 * (docs/contract.md §8, §12). Apart from form-paths.ts, so the forms' browser code carries no texts.
 */
export const isLimitText = (text: unknown) => text === en.client.limit || text === fr.client.limit;
