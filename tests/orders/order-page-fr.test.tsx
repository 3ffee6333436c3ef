import { render, screen, within } from '../render';
import { describe, expect, it } from 'vitest';
import { OrderView } from '@/modules/orders/components/OrderView';
import { OrderStatusTag } from '@/modules/orders/components/OrderStatusTag';
import { readOrder } from '@/modules/orders/server/read-order';
import { api, toForm } from '@/shared/api/client';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { fetchOrder } from '@/modules/orders/buy-again';
import { formatPrice } from '@/shared/ui/format';
import { cookieJar, SANDBOX_ORIGIN, server } from '../msw/server';
import { signedInStore } from '../auth/harness';

const SHIPPED = 9003;
const PICKUP = 9001;
/** Testing Library reads text with its spaces collapsed, no-break spaces included. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const jarWith = (apiKey?: string) => ({ get: (name: string) => (name === AUTH_COOKIE && apiKey ? { value: apiKey } : undefined) });

describe('the order page in French', { timeout: 30_000 }, () => {
  it('lays the invoice out in French: number, date, status, columns, prices and totals', async () => {
    const { user: customer } = await signedInStore();
    const order = await fetchOrder(SHIPPED);
    render(<OrderView order={order} customer={customer} />, { locale: 'fr' });

    expect(screen.getByRole('heading', { level: 1, name: `Commande nº\u00a0${SHIPPED}` })).toBeVisible();
    expect(screen.getByText('Passée le 28 octobre 2026')).toBeVisible();
    expect(screen.getByText('Payée')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Produits' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Produit', 'Lustre / format', 'Couleurs', 'Qté', 'Prix', 'Rabais', 'Total']);
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = [...first.querySelectorAll('th, td')];
    expect(cells.map((cell) => cell.textContent)).toEqual(['Nordwood Pure LED Hardwax Oil', 'Matte, 2.5 L', 'Natural Clear', '4', '199\u00a0$\u00a0US', '5\u00a0%', '756\u00a0$\u00a0US']);
    // The dashboard gave these names in English (no French for them): marked so on the French page.
    expect(cells[0]).toHaveAttribute('lang', 'en');
    expect(within(first).getByRole('link', { name: 'Nordwood Pure LED Hardwax Oil' })).toHaveAttribute('href', '/fr/product/nordwood-pure-led-hardwax-oil');
    expect(screen.getByRole('link', { name: 'Suivre avec UPS' })).toBeVisible();
    expect(screen.getByText('Livraison', { selector: 'h2' })).toBeVisible();
    expect(screen.getByText('États-Unis', { exact: false })).toBeVisible();

    const totals = screen.getByText('Marchandises').closest('dl')!;
    const pairs = Object.fromEntries(within(totals).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(pairs).toMatchObject({ Marchandises: formatPrice(3456, 'fr'), Emballage: formatPrice(12, 'fr'), Livraison: formatPrice(24, 'fr'), Total: formatPrice(order.total, 'fr') });
    expect(formatPrice(3456, 'fr')).toBe('3\u00a0456\u00a0$\u00a0US');
  });

  it('shows the names the dashboard gave in French unmarked, each line by its own language', async () => {
    const { user: customer } = await signedInStore();
    const key = cookieJar.get(AUTH_COOKIE)!.value;
    const read = await readOrder(jarWith(key), SHIPPED, 'fr');
    if (read.kind !== 'order') throw new Error(`expected the order, got ${read.kind}`);
    render(<OrderView order={read.order} customer={customer} />, { locale: 'fr' });
    const [first] = within(screen.getByRole('table', { name: 'Produits' })).getAllByRole('row').slice(1);
    const cells = [...first.querySelectorAll('th, td')];
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual(['Huile-cire dure DEL Nordwood Pure', 'Mat, 2,5\u00a0L', read.order.items[0].colors.map((c) => c.name).join(', ')]);
    for (const cell of cells.slice(0, 3)) expect(cell).not.toHaveAttribute('lang');
  });

  it('says pickup in French', async () => {
    const { user: customer } = await signedInStore();
    render(<OrderView order={await fetchOrder(PICKUP)} customer={customer} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: 'Cueillette' })).toBeVisible();
    expect(screen.getByText(plain('Récupérée à notre comptoir de cueillette\u00a0:'))).toBeVisible();
  });

  it('names each status in French', () => {
    render(
      <>
        <OrderStatusTag status="held" />
        <OrderStatusTag status="cancelled" />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByText('En vérification')).toBeVisible();
    expect(screen.getByText('Annulée')).toBeVisible();
  });

  it('asks the dashboard for the order in the page’s language', async () => {
    await api.post('/user/login', toForm({ email: 'customer@example.com', password: 'Sandbox-pass-1', rememberMe: 0 }));
    const key = cookieJar.get(AUTH_COOKIE)!.value;
    const asked: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url === `${SANDBOX_ORIGIN}/api/order`) asked.push(request.headers.get('accept-language'));
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const french = await readOrder(jarWith(key), SHIPPED, 'fr');
    const english = await readOrder(jarWith(key), SHIPPED);
    expect(french.kind).toBe('order');
    expect(english.kind).toBe('order');
    expect(asked).toEqual(['fr-CA', null]);
  });

});
