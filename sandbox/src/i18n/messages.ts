import { MESSAGE_PATTERNS_FR, MESSAGES_FR, type MessagePattern } from './messages.fr';

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `'{field} is required'` → /^(?<field>.+?) is required$/. */
function matcherOf(pattern: MessagePattern): RegExp {
  const source = pattern.english
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part)))
    .join('');
  return new RegExp(`^${source}$`, 's');
}

const PATTERNS = MESSAGE_PATTERNS_FR.map((pattern) => ({ pattern, matcher: matcherOf(pattern) }));

/**
 * An English message of the sandbox in Quebec French (sandbox/src/i18n/messages.fr.ts): the
 * message written once, else the first pattern that matches it and has French for its values;
 * null when there is none.
 */
export function frenchMessage(english: string): string | null {
  if (Object.hasOwn(MESSAGES_FR, english)) return MESSAGES_FR[english];
  for (const { pattern, matcher } of PATTERNS) {
    const values = matcher.exec(english)?.groups;
    const french = values ? pattern.french(values) : null;
    if (french !== null) return french;
  }
  return null;
}
