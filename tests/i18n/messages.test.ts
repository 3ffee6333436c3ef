// @vitest-environment node
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SOURCE_MESSAGES as MESSAGES } from '@/app/_i18n/messages';
import type { MessageTree } from '@/shared/i18n/catalog';

/**
 * Words that are the same in English and French: brand names, and words both languages write
 * alike. Anything else equal in both is an untranslated message.
 */
const SAME_IN_BOTH = new Set(['Pagination', 'Page {page}', 'Menu', 'Services', 'Description', 'Total', 'Date', 'Email', 'Nordwood', 'Arboris', 'OK', 'Code', 'Notes', 'Photos', 'Zone', 'Portfolio', 'Contact', 'Support', 'Sous-total']);

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

/** The arguments a message takes (`{count}`, `{label}`), plurals' and selects' own included. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [element.value, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))];
    if (element.type === TYPE.tag) return [`<${element.value}>`, ...argumentsOf(element.children)];
    return [];
  });
}

const english = leaves(MESSAGES.en as unknown as MessageTree);
const french = leaves(MESSAGES.fr as unknown as MessageTree);

describe('the messages of both languages', () => {
  it('has every message in both languages, and nothing in one only', () => {
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect(english.size).toBeGreaterThan(20);
  });

  it('gives each French message the same arguments as its English one, and every message parses', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const theirs = new Set(argumentsOf(parse(text)));
      const ours = new Set(argumentsOf(parse(french.get(key) ?? '')));
      return theirs.size !== ours.size || [...theirs].some((name) => !ours.has(name));
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every message but the names that are the same in both', () => {
    const untranslated = [...english].filter(([key, text]) => french.get(key) === text && !SAME_IN_BOTH.has(text.trim()));
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('writes French with its own typography: no plain space before a colon, nor a straight apostrophe', () => {
    const loose = [...french].filter(([, text]) => / [:;!?](?!\w)/.test(text) || /\w'\w/.test(text));
    expect(loose.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
