import { Hono } from 'hono';
import type { RatesAnswer } from '@/modules/checkout/contract';
import type { SandboxEnv } from '../env';
import { invalid, readForm, say } from '../http';
import { requireUser } from '../identity';
import { checkAddress, isPickup } from './address';
import { basketOf, basketOwnerOf, ownerKey } from './owner';
import { priceBasket } from './pricing';
import { amountInUsd, NO_RATES_MESSAGE, quoteRates } from './rates';
import { PICKUP_STATE_CODE, taxRateOf } from './tax-rates';

export const shippingRoutes = new Hono<SandboxEnv>();

/**
 * POST /shipping/get-rates: carrier rates for the caller's basket to the address, passed through
 * in Shippo's own shape (`{ data: [...rates], tax: { TaxRate }, message }`), and the destination's tax rate. Pickup (take_by_myself=1) needs no address: no rates, Connecticut tax.
 */
shippingRoutes.post('/shipping/get-rates', async (c) => {
  const db = c.get('db');
  const form = await readForm(c);
  const owner = basketOwnerOf(c.get('identity'));
  const remember = (taxRate: number) => {
    if (owner) db.commerce.lastTaxRate.set(ownerKey(owner), taxRate);
  };

  if (isPickup(form)) {
    const TaxRate = taxRateOf('US', PICKUP_STATE_CODE);
    remember(TaxRate);
    return c.json<RatesAnswer>({ data: [], tax: { TaxRate }, message: null });
  }

  const checked = checkAddress(form);
  if (!checked.ok) return invalid(c, checked.errors);
  const { address } = checked;
  const TaxRate = taxRateOf(address.country, address.state_code);
  remember(TaxRate);

  const priced = priceBasket(db, owner ? basketOf(db.commerce, owner) : []);
  const rates = quoteRates(address, { weight_lb: priced.weight_lb, value: priced.discountedTotal }, new URL(c.req.url).origin);
  for (const rate of rates) {
    db.commerce.issuedRates.set(rate.object_id, { rate, tax_rate: TaxRate, amount_usd: amountInUsd(rate) });
  }
  return c.json<RatesAnswer>({
    data: rates,
    tax: { TaxRate },
    message: rates.length === 0 ? say(c, NO_RATES_MESSAGE) : null,
  });
});

/** POST /user/add-shipping: a customer saves the address the checkout prefills next time. */
shippingRoutes.post('/user/add-shipping', requireUser, async (c) => {
  const checked = checkAddress(await readForm(c));
  if (!checked.ok) return invalid(c, checked.errors);
  const user = c.get('identity').user!;
  c.get('db').commerce.savedAddresses.set(user.id, checked.address);
  return c.json({ data: checked.address });
});
