import { withBasketError } from '@/modules/basket';
import { getProductBySlug } from '@/modules/catalogue/server';
import { toForm } from '@/shared/api/client';
import { safeRedirect } from '@/shared/api/safe-redirect';
import { basketCallThroughDoor, readSmallForm, seeOther, textField, plainFormRefusal } from '../_form/door-form';
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
 * (POST /basket/data, docs/contract.md §7) and goes to the basket, or back to the product with the error.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = plainFormRefusal(request, 'basket/data');
  if (refused) return refused;
  const form = await readSmallForm(request);
  if (form instanceof Response) return form;
  const back = safeRedirect(textField(form, 'return_to'), '/products');
  const product = await productOf(textField(form, 'slug'));
  if (!form || !product) return seeOther(withBasketError(back, 'failed'));
  const posted = postedVariant(form, product);
  if ('error' in posted) return seeOther(withBasketError(back, posted.error));
  const { error, setCookies } = await basketCallThroughDoor(request, 'basket/data', toForm({ ...posted.variant }));
  return seeOther(error ? withBasketError(back, error) : '/basket', setCookies);
}
