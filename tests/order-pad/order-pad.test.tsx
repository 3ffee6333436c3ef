import { screen, waitFor, within } from '../render';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPad } from '@/modules/order-pad/components/OrderPad';
import { matchProduct, padMatchCalls as calls } from '@/modules/order-pad/match';
import { createLimiter } from '@/server/door/limiter-store';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { api } from '@/shared/api/client';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { BasketAnswer } from '@/modules/basket/contract';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { fill, renderWithStore } from '../auth/harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/order-pad' }));

// /api/search as Next routes it: the route's own answer over the index of the in-process sandbox,
// under one version stamp (outside Next every read of it would mint another and rebuild the index).
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));
const limiter = createLimiter({ keyPrefix: 'order-pad-test', points: 10_000, durationSeconds: 60 });

beforeEach(() => {
  server.use(http.get(`${BROWSER_ORIGIN}/api/search`, ({ request }) => suggestAnswer(request, limiter)));
});

const basketNow = async () => (await api.post<BasketAnswer>('/basket')).data.basket.data.map((line) => [line.product.title, line.priceData.tag_name, line.priceData.type_name, line.count]);
const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });

describe('matching a pasted product', () => {
  it('takes an exact slug, an exact title, or the only product the search finds', async () => {
    expect(await matchProduct('arboris-deep-stain', calls)).toMatchObject({ kind: 'found', product: { title: 'Arboris Deep Stain' } });
    expect(await matchProduct('  nordwood pure led hardwax oil ', calls)).toMatchObject({ kind: 'found', product: { slug: 'nordwood-pure-led-hardwax-oil' } });
    expect(await matchProduct('edge mini', calls)).toMatchObject({ kind: 'found', product: { slug: 'lumacure-edge-mini-lamp' } });
  });

  it('offers the candidates when several products match, and nothing for a product the shop does not sell', async () => {
    const several = await matchProduct('nordwood oil', calls);
    expect(several.kind).toBe('ambiguous');
    expect(several.kind === 'ambiguous' && several.candidates.map((candidate) => candidate.title)).toContain('Nordwood Pure LED Hardwax Oil');
    expect(await matchProduct('birch floor soap', calls)).toEqual({ kind: 'none' });
    // A slug the catalogue does not have falls back to the search.
    expect(await matchProduct('no-such-product', calls)).toEqual({ kind: 'none' });
  });
});

describe('the order pad', { timeout: 30_000 }, () => {
  it('picks a product by keyboard, chooses its variant and count, and adds it', async () => {
    const { user, store } = renderWithStore(<OrderPad basketPath="/basket" />);
    const field = within(line(1)).getByRole('combobox', { name: 'Product' });
    await user.click(field);
    await user.keyboard('deep stain');
    await within(line(1)).findByRole('option', { name: 'Arboris Deep Stain' });
    await user.keyboard('{ArrowDown}{Enter}');
    const type = within(line(1)).getByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(type).toBeEnabled());
    expect(field).toHaveValue('Arboris Deep Stain');
    await user.selectOptions(type, '1 L');
    await user.selectOptions(within(line(1)).getByRole('combobox', { name: 'Color' }), 'Walnut');
    await fill(user, within(line(1)).getByRole('spinbutton', { name: 'Count' }), '4');
    // Enter in the last row's count opens a new row with its product field focused.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(line(2)).getByRole('combobox', { name: 'Product' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add all to basket' }));
    const added = await screen.findByRole('list', { name: 'Added to your basket' });
    expect(within(added).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['4 × Arboris Deep Stain — Matte, 1 L, Walnut']);
    expect(await basketNow()).toEqual([['Arboris Deep Stain', 'Matte', '1 L', 4]]);
    expect(store.getState().basket.basketData.data).toHaveLength(1);
    // The added row left the pad; the blank row stays for the next product.
    expect(screen.getAllByRole('group', { name: /^Line \d$/ })).toHaveLength(1);
  });

  it('reads pasted lines into rows, marks what it does not understand on its row, and adds the rest', async () => {
    const { user } = renderWithStore(<OrderPad basketPath="/basket" />);
    await fill(user, screen.getByLabelText('Paste from a spreadsheet'), 'Product;Count\nnordwood-pure-led-hardwax-oil;2\nbirch floor soap;1\nArboris Deep Stain;12\nnordwood oil;1');
    await user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
    expect(await screen.findByText('4 lines read into the pad.')).toBeVisible();

    await waitFor(() => expect(within(line(1)).getByRole('combobox', { name: 'Sheen' })).toBeEnabled());
    expect(within(line(1)).getByRole('combobox', { name: 'Product' })).toHaveValue('Nordwood Pure LED Hardwax Oil');
    expect(await within(line(2)).findByText('No product matches “birch floor soap”.', { exact: false })).toBeVisible();
    expect(within(line(2)).getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription('Pasted “birch floor soap;1”: No product matches “birch floor soap”.');
    expect(await within(line(3)).findByText(MAX_QUANTITY_MESSAGE, { exact: false })).toBeVisible();
    expect(within(line(3)).getByRole('spinbutton', { name: 'Count' })).toHaveValue(null);
    const candidates = await within(line(4)).findByRole('list', { name: 'Products matching line 4' });
    await user.click(within(candidates).getByRole('button', { name: 'Nordwood Tone LED Hardwax Oil' }));
    await waitFor(() => expect(within(line(4)).getByRole('combobox', { name: 'Product' })).toHaveValue('Nordwood Tone LED Hardwax Oil'));
    await waitFor(() => expect(within(line(4)).getByRole('combobox', { name: 'Sheen' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Add all to basket' }));
    const added = await screen.findByRole('list', { name: 'Added to your basket' });
    expect(within(added).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 × Nordwood Pure LED Hardwax Oil — Matte, 1 L, Natural Clear',
      expect.stringMatching(/^1 × Nordwood Tone LED Hardwax Oil — Matte, 1 L, /),
    ]);
    const notAdded = screen.getByRole('list', { name: 'Not added' });
    expect(within(notAdded).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'birch floor soap: No product matches “birch floor soap”.',
      `Arboris Deep Stain: ${MAX_QUANTITY_MESSAGE}`,
    ]);
    expect(await basketNow()).toEqual([
      ['Nordwood Pure LED Hardwax Oil', 'Matte', '1 L', 2],
      ['Nordwood Tone LED Hardwax Oil', 'Matte', '1 L', 1],
    ]);
    // The two rows not added stay, each with its reason.
    expect(screen.getAllByRole('group', { name: /^Line \d$/ })).toHaveLength(2);
  });

  it('stops a line at 10 beside what the basket holds and says so', async () => {
    const { user } = renderWithStore(<OrderPad basketPath="/basket" />);
    await fill(user, screen.getByLabelText('Paste from a spreadsheet'), 'lumacure-edge-mini-lamp\t8\nlumacure-edge-mini-lamp\t5');
    await user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
    await waitFor(() => expect(within(line(2)).getByRole('combobox', { name: 'Sheen' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add all to basket' }));
    const added = await screen.findByRole('list', { name: 'Added to your basket' });
    expect(within(added).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '8 × LumaCure Edge Mini LED Lamp — Standard, Unit',
      '2 × LumaCure Edge Mini LED Lamp — Standard, Unit (stopped at 10)',
    ]);
    expect(screen.getByText(MAX_QUANTITY_MESSAGE)).toBeVisible();
    expect(await basketNow()).toEqual([['LumaCure Edge Mini LED Lamp', 'Standard', 'Unit', 10]]);
  });

  it('says what failed when the basket does not answer, and keeps the rows', async () => {
    const { user } = renderWithStore(<OrderPad basketPath="/basket" />);
    await fill(user, screen.getByLabelText('Paste from a spreadsheet'), 'arboris-deep-stain,1');
    await user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
    await waitFor(() => expect(within(line(1)).getByRole('combobox', { name: 'Sheen' })).toBeEnabled());
    server.use(http.post(`${BROWSER_ORIGIN}/api/basket/data`, () => Response.error()));
    await user.click(screen.getByRole('button', { name: 'Add all to basket' }));
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeVisible();
    expect(screen.getByText('Nothing was added')).toBeVisible();
    expect(within(line(1)).getByRole('combobox', { name: 'Product' })).toHaveValue('Arboris Deep Stain');
  });

  it('marks a pasted line the search refused (429) and reads it again on Try again', async () => {
    server.use(http.get(`${BROWSER_ORIGIN}/api/search`, () => Response.json({ message: 'Too many searches. Try again in a minute.' }, { status: 429 }), { once: true }));
    const { user } = renderWithStore(<OrderPad basketPath="/basket" />);
    await fill(user, screen.getByLabelText('Paste from a spreadsheet'), 'edge mini\t2');
    await user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
    expect(await within(line(1)).findByText('The search did not answer. Please try again in a minute.', { exact: false })).toBeVisible();
    expect(within(line(1)).getByRole('combobox', { name: 'Sheen' })).toBeDisabled();
    await user.click(within(line(1)).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(line(1)).getByRole('combobox', { name: 'Product' })).toHaveValue('LumaCure Edge Mini LED Lamp'));
    await waitFor(() => expect(within(line(1)).getByRole('combobox', { name: 'Sheen' })).toBeEnabled());
    expect(within(line(1)).getByRole('spinbutton', { name: 'Count' })).toHaveValue(2);
  });
});
