import { Hono, type Context } from 'hono';
import { MAX_LINE_QUANTITY, MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { SandboxEnv } from '../env';
import { fail, readForm, text, type Form } from '../http';
import { answerLanguage } from '../i18n/language';
import { localiseBasketAnswer } from '../i18n/localise-basket';
import { oncePerKey } from './idempotency';
import { basketOf, basketOwnerOf, NO_SESSION_MESSAGE, sameVariant } from './owner';
import { basketAnswer } from './pricing';
import type { BasketLineRecord } from './state';
import { checkVariant, readCount } from './variant';

export const LINE_GONE_MESSAGE = 'This item is no longer in your basket.';

export const basketRoutes = new Hono<SandboxEnv>();

// A change sent again with its Idempotency-Key (an offline change queued on the device) is made once.
basketRoutes.use('/basket', oncePerKey);
basketRoutes.use('/basket/data', oncePerKey);
basketRoutes.use('/basket/delete', oncePerKey);

/** The basket as priced, in the language asked (docs/contract.md §12). */
const answer = (c: Context<SandboxEnv>, lines: BasketLineRecord[]) => c.json(localiseBasketAnswer(basketAnswer(c.get('db'), lines), answerLanguage(c)));

function ownBasket(c: Context<SandboxEnv>): BasketLineRecord[] | null {
  const owner = basketOwnerOf(c.get('identity'));
  return owner ? basketOf(c.get('db').commerce, owner) : null;
}

/** The line a quantity update names, by its variant fields (a line id alone is refused). */
function findLine(c: Context<SandboxEnv>, lines: BasketLineRecord[], form: Form) {
  // docs/contract.md §7: the dashboard names a line by its variant, never by a line id alone.
  const checked = checkVariant(c.get('db'), form);
  if (!checked.ok) return checked;
  return { ok: true as const, line: lines.find((l) => sameVariant(l, checked.value.variant)) };
}

// Read the basket, or (with `count`) set the quantity of one line: docs/contract.md §7 "POST /basket".
basketRoutes.post('/basket', async (c) => {
  const lines = ownBasket(c);
  if (!lines) return fail(c, 401, NO_SESSION_MESSAGE);
  const form = await readForm(c);
  if (!('count' in form)) return answer(c, lines);

  const count = readCount(form);
  if (!count.ok) return fail(c, 422, count.message, count.errors);
  const found = findLine(c, lines, form);
  if (!found.ok) return fail(c, 422, found.message, found.errors);
  if (!found.line) return fail(c, 404, LINE_GONE_MESSAGE);
  found.line.count = count.value;
  return answer(c, lines);
});

basketRoutes.post('/basket/data', async (c) => {
  const lines = ownBasket(c);
  if (!lines) return fail(c, 401, NO_SESSION_MESSAGE);
  const form = await readForm(c);
  const checked = checkVariant(c.get('db'), form);
  if (!checked.ok) return fail(c, 422, checked.message, checked.errors);
  const count = readCount(form, 1);
  if (!count.ok) return fail(c, 422, count.message, count.errors);

  const { variant } = checked.value;
  const existing = lines.find((line) => sameVariant(line, variant));
  if (existing && existing.count + count.value > MAX_LINE_QUANTITY) {
    return fail(c, 422, MAX_QUANTITY_MESSAGE, { count: MAX_QUANTITY_MESSAGE });
  }
  if (existing) existing.count += count.value;
  else lines.push({ id: c.get('db').commerce.nextLineId++, ...variant, count: count.value });
  return answer(c, lines);
});

basketRoutes.post('/basket/delete', async (c) => {
  const lines = ownBasket(c);
  if (!lines) return fail(c, 401, NO_SESSION_MESSAGE);
  const form = await readForm(c);
  const lineId = Number(text(form, 'id') || text(form, 'basket_id'));
  if (!lineId) return fail(c, 422, 'id is required', { id: 'id is required' });
  const index = lines.findIndex((line) => line.id === lineId);
  if (index === -1) return fail(c, 404, LINE_GONE_MESSAGE);
  lines.splice(index, 1);
  return answer(c, lines);
});
