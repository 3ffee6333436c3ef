import { definePageMatrix, expect } from './a11y-matrix';

// The accessibility matrix on the French pages (docs/i18n.md): every page in French, as a
// visitor (each at one width, alternating: the English matrix checks each layout at both), signed
// in and with a filled basket, with `lang` on <html> and on every English text
// the dashboard had no French for (axe's valid-lang and html-lang-valid rules among the rest).

definePageMatrix(
  [
    { path: '/fr' },
    { path: '/fr/products' },
    { path: '/fr/products?categories=1' },
    { path: '/fr/product/nordwood-tone-led-hardwax-oil' },
    { path: '/fr/product/lumacure-edge-mini-lamp' },
    { path: '/fr/basket' },
    { path: '/fr/sign-in', who: ['visitor', 'filled basket'] },
    { path: '/fr/account', who: ['signed in'], ready: (page) => expect(page.getByRole('table').or(page.getByText(/^Aucun paiement pour l’instant/))).toBeVisible() },
    { path: '/fr/blog' },
    { path: '/fr/blog/brooklyn-loft-one-day-refinish' },
    { path: '/fr/services' },
    { path: '/fr/services/led-curing-machine-rental' },
    { path: '/fr/color-lab' },
    { path: '/fr/awards' },
    { path: '/fr/search?q=teinte' },
    { path: '/fr/order-pad' },
    { path: '/fr/registration-status/someone%40example.com?status=pending' },
    { path: '/fr/product/no-such-product-exists', status: 404 },
    { path: '/fr/nowhere', status: 404 },
    { path: '/fr/account/jobs', who: ['signed in'], ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Chantiers' })).toBeVisible() },
  ],
  'fr',
);
