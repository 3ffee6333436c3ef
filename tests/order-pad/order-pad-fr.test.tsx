import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPad } from '@/modules/order-pad/components/OrderPad';
import { parsePaste } from '@/modules/order-pad/paste-parser';
import { createLimiter } from '@/server/door/limiter-store';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { makeStore } from '@/shared/store/store';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import OrderPadPage, { generateMetadata } from '@/app/[locale]/order-pad/page';
import { BROWSER_ORIGIN, server } from '../msw/server';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/fr/order-pad' }));
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));
const limiter = createLimiter({ keyPrefix: 'order-pad-fr-test', points: 10_000, durationSeconds: 60 });

beforeEach(() => {
  server.use(http.get(`${BROWSER_ORIGIN}/api/search`, ({ request }) => suggestAnswer(request, limiter)));
});

/** Testing Library reads text with its spaces collapsed, no-break spaces included. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const line = (n: number) => screen.getByRole('group', { name: `Ligne ${n}` });

function renderFrenchPad() {
  render(
    <Provider store={makeStore()}>
      <AntdProvider>
        <OrderPad basketPath="/basket" />
      </AntdProvider>
    </Provider>,
    { locale: 'fr' },
  );
  return userEvent.setup({ delay: null });
}

describe('the order pad in French', { timeout: 30_000 }, () => {
  it('names its rows and fields in French and says in French what stops a pasted line', async () => {
    const user = renderFrenchPad();
    expect(within(line(1)).getByRole('combobox', { name: 'Produit' })).toHaveAttribute('placeholder', 'Nom ou identifiant');
    expect(within(line(1)).getByRole('combobox', { name: 'Lustre' })).toBeDisabled();
    expect(within(line(1)).getByRole('spinbutton', { name: 'Quantité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout ajouter au panier' })).toBeDisabled();

    const paste = screen.getByLabelText('Coller depuis un tableur');
    await user.click(paste);
    await user.paste('Produit;Qté\nbirch floor soap;1\nArboris Deep Stain;12');
    await user.click(screen.getByRole('button', { name: 'Ajouter les lignes collées' }));
    expect(await screen.findByText('2 lignes lues dans la Commande rapide.')).toBeVisible();
    expect(await within(line(1)).findByText(plain('Aucun produit ne correspond à «\u00a0birch floor soap\u00a0».'), { exact: false })).toBeVisible();
    expect(await within(line(2)).findByText(plain('Pour commander plus de 10\u00a0produits, veuillez communiquer avec nous.'), { exact: false })).toBeVisible();
    expect(within(line(2)).getByRole('button', { name: 'Retirer la ligne 2' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/No product matches|If you want to order/)).not.toBeInTheDocument());
  });

  it('reads the count problems of a paste in the words it is given', () => {
    const lines = parsePaste('Oil A\nOil B, 1.5', {
      problem: (key, values) => `${key}${values ? `:${values.text}` : ''}`,
      line: (n) => `L${n}`,
      customColors: 'six',
      pastedNote: () => '',
    });
    expect(lines.map((pasted) => pasted.problem)).toEqual(['noCount', 'notWhole:1.5']);
  });
});

describe('the order pad page in French', () => {
  it('has its French title, heading and lead, with the address under /fr', async () => {
    const params = Promise.resolve({ locale: 'fr' });
    const metadata = await generateMetadata({ params });
    expect(metadata.title).toBe('Commande rapide');
    expect(metadata.alternates?.canonical).toMatch(/\/fr\/order-pad$/);
    render(
      <Provider store={makeStore()}>
        <AntdProvider>{await OrderPadPage({ params })}</AntdProvider>
      </Provider>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Commande rapide' })).toBeVisible();
    expect(screen.getByText(/^Tapez un produit sur chaque ligne/)).toBeVisible();
  });
});
