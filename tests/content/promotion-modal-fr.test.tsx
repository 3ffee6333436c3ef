import { render, screen, within } from '../render';
import { Provider } from 'react-redux';
import { ModalRoot } from '@/app/_modals/ModalRoot';
import { PromotionGate } from '@/modules/promotions/components/PromotionGate';
import { makeStore } from '@/shared/store/store';
import { sandbox } from '../msw/server';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), usePathname: () => '/fr' }));

afterEach(() => vi.useRealTimers());

describe('holiday promotion in French', { timeout: 30_000 }, () => {
  it('gives the offer, its dates and the countdown in French, and links to the French lights', async () => {
    vi.useFakeTimers({ now: new Date('2024-12-30T12:00:00Z'), shouldAdvanceTime: true });
    const promotion = sandbox.db().catalogue.promotion;
    render(
      <Provider store={makeStore({})}>
        <PromotionGate promotion={promotion} />
        <ModalRoot />
      </Provider>,
      { locale: 'fr' },
    );
    const dialog = await screen.findByRole('dialog', { name: promotion.title }, { timeout: 10_000 });
    const text = dialog.textContent ?? '';
    expect(text).toContain('25\u00a0% de rabais sur les lampes de polymérisation et 15\u00a0% sur les huiles additionnelles à l’achat de 5\u00a0litres d’huile incolore.');
    expect(text).toContain('Valable du 16 décembre 2024 au 8 janvier 2025. Ne s’applique pas aux taxes, à la livraison ni à la manutention.');
    expect(text).toContain('Se termine le 8 janvier 2025');
    expect(text).toContain('Il reste 9 jours');
    expect(within(dialog).getByRole('button', { name: 'Me le rappeler plus tard' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Magasiner les lampes de polymérisation' })).toHaveAttribute('href', '/fr/products?parent_id=5');
  });
});
