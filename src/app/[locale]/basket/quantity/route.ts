import { colorIdsOrDefault } from '@/modules/catalogue';
import { withBasketError } from '@/modules/basket';
import { toForm } from '@/shared/api/client';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { basketCallThroughDoor, formLocale, readSmallForm, seeOther, textField, wholeNumber, plainFormRefusal, type LocaleRouteContext } from '../_form/door-form';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const VARIANT_FIELDS = ['products_id', 'price_id', 'tag_id', 'type_id', 'price_type_id'] as const;

/**
 * The basket's − and + without scripts: sets the line's count through the door (POST /basket with
 * `count`, docs/contract.md §7) and comes back to the basket. Past 10 it sends the limit's message
 * instead (docs/contract.md §4, §8); below 1 nothing changes, as with the minus button. It comes
 * back to the basket in the language of the page that posted (/basket/quantity, /fr/basket/quantity).
 */
export async function POST(request: Request, context?: LocaleRouteContext): Promise<Response> {
  const BASKET_PATH = localePath('/basket', await formLocale(request, context));
  const refused = plainFormRefusal(request, 'basket');
  if (refused) return refused;
  const form = await readSmallForm(request);
  if (form instanceof Response) return form;
  const count = wholeNumber(textField(form, 'count'), 0);
  const ids = VARIANT_FIELDS.map((name) => wholeNumber(textField(form, name), 1));
  const colours = (form?.getAll('color_id[]') ?? []).map((raw) => wholeNumber(typeof raw === 'string' ? raw : null, 1));
  if (!form || count === null || ids.includes(null) || colours.includes(null)) return seeOther(withBasketError(BASKET_PATH, 'failed'));
  if (count > MAX_LINE_QUANTITY) return seeOther(withBasketError(BASKET_PATH, 'limit'));
  if (count < MIN_LINE_QUANTITY) return seeOther(BASKET_PATH);

  const variant = Object.fromEntries(VARIANT_FIELDS.map((name, index) => [name, ids[index] as number]));
  const color_id = colorIdsOrDefault(colours as number[]);
  const { error, setCookies } = await basketCallThroughDoor(request, 'basket', toForm({ ...variant, color_id, count }));
  return seeOther(error ? withBasketError(BASKET_PATH, error) : BASKET_PATH, setCookies);
}
