import { withBasketError } from '@/modules/basket';
import { getProductBySlug } from '@/modules/catalogue/server';
import { toForm } from '@/shared/api/client';
import { safeRedirect } from '@/shared/api/safe-redirect';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { basketCallThroughDoor, formLocale, readSmallForm, seeOther, textField, plainFormRefusal, type LocaleRouteContext } from '../_form/door-form';
import { postedVariant } from '../_form/posted-variant';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function productOf(slug: string | null) {
  if (!slug) return null;
  try {
    return await getProductBySlug(slug);
  } catch {
    return null;
  }
}

/**
 * The product page's form without scripts: adds the chosen variant through the door
 * (POST /basket/data, docs/contract.md §7) and goes to the basket, or back to the product with the error,
 * in the language of the page that posted (/basket/add, /fr/basket/add).
 */
export async function POST(request: Request, context?: LocaleRouteContext): Promise<Response> {
  const locale = await formLocale(request, context);
  const refused = plainFormRefusal(request, 'basket/data');
  if (refused) return refused;
  const form = await readSmallForm(request);
  if (form instanceof Response) return form;
  const back = safeRedirect(textField(form, 'return_to'), localePath('/products', locale));
  const product = await productOf(textField(form, 'slug'));
  if (!form || !product) return seeOther(withBasketError(back, 'failed'));
  const posted = postedVariant(form, product);
  if ('error' in posted) return seeOther(withBasketError(back, posted.error));
  const { error, setCookies } = await basketCallThroughDoor(request, 'basket/data', toForm({ ...posted.variant }));
  return seeOther(error ? withBasketError(back, error) : localePath('/basket', locale), setCookies);
}
