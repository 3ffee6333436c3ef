import { en } from './messages/en';

/** A row's problems (the pad's `problems` messages). */
export type ProblemKey = keyof typeof en.client.problems;

/**
 * The words the pad's rules write (a row's problem, a line's name, the paste box's note), in the
 * page's language: usePadWords() in the pad, English for callers that give none.
 */
export interface PadWords {
  problem: (key: ProblemKey, values?: { text: string }) => string;
  line: (n: number) => string;
  customColors: string;
  pastedNote: (taken: number, read: number, max: number) => string;
}

const fill = (message: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), message);

export const ENGLISH_PAD_WORDS: PadWords = {
  problem: (key, values) => fill(en.client.problems[key], values),
  line: (n) => fill(en.client.line, { n }),
  customColors: en.client.customColors,
  pastedNote: (taken, read, max) =>
    read > taken ? fill(en.client.pastedSome, { taken, read, max, rest: read - taken }) : `${taken} ${taken === 1 ? 'line' : 'lines'} read into the pad.`,
};
