/**
 * The card form's decisions, as the provider's sandbox makes them: any well-formed card
 * approves, except the documented test triggers.
 */

export const APPROVED_TEST_CARD = '4111111111111111';
export const DECLINED_TEST_CARD = '4000000000000002';
/** Billing zip that declines any card (Authorize.Net's sandbox uses the same one). */
export const DECLINE_ZIP = '46282';
/** Billing zip that holds the payment for review (responseCode "4"). */
export const HELD_ZIP = '46203';
export const DECLINE_MESSAGE = 'This transaction has been declined.';

export interface CardForm {
  cardNumber: string;
  expirationDate: string;
  cardCode: string;
  zip: string;
}

export type CardOutcome =
  | { kind: 'invalid'; errors: Partial<Record<keyof CardForm, string>> }
  | { kind: 'declined'; message: string }
  | { kind: 'approved' | 'held'; accountType: string; last4: string };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function accountTypeOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'AmericanExpress';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  if (digits.startsWith('35')) return 'JCB';
  return 'Visa';
}

/** Expired when the card's month is before the current month. */
function isExpired(mmyy: string, today: Date): boolean {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  return year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
}

export function checkCard(card: CardForm, today: Date): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const errors: Partial<Record<keyof CardForm, string>> = {};
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = 'Please enter a valid card number.';
  const mmyy = card.expirationDate.replace(/\D/g, '');
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(mmyy)) errors.expirationDate = 'Please enter the expiration date as MMYY.';
  else if (isExpired(mmyy, today)) errors.expirationDate = 'This card has expired.';
  if (!/^\d{3,4}$/.test(card.cardCode.trim())) errors.cardCode = 'Please enter the 3 or 4 digit card code.';
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(card.zip.trim())) errors.zip = 'Please enter the billing zip code.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  if (digits === DECLINED_TEST_CARD || card.zip.trim() === DECLINE_ZIP) return { kind: 'declined', message: DECLINE_MESSAGE };
  const kind = card.zip.trim() === HELD_ZIP ? 'held' : 'approved';
  return { kind, accountType: accountTypeOf(digits), last4: digits.slice(-4) };
}
