import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/app/_shell/MobileMenu';
import { SearchField } from '@/modules/search/components/SearchField';
import { createLimiter } from '@/server/door/limiter-store';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { BROWSER_ORIGIN, server } from '../msw/server';

// Next's router is not there outside Next; the test watches where the field sends the customer.
const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router, usePathname: () => '/' }));

// /api/search as Next routes it: the route's own answer over the index of the in-process sandbox,
// under one version stamp (outside Next every read of it would mint another and rebuild the index).
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));
const limiter = createLimiter({ keyPrefix: 'search-combobox-test', points: 10_000, durationSeconds: 60 });

beforeEach(() => {
  router.push.mockClear();
  server.use(http.get(`${BROWSER_ORIGIN}/api/search`, ({ request }) => suggestAnswer(request, limiter)));
});

/**
 * An option by its text: jsdom lays <mark> out as a block, so its computed names split a marked
 * word ("Hardwa x"); browsers keep it inline and name the option by its text.
 */
const byText = (text: string) => (_name: string, element: Element) => element.textContent === text;

async function openCombobox() {
  const user = userEvent.setup();
  render(<SearchField />);
  // Before focus: a plain search field in a search form, no combobox code yet.
  expect(screen.getByRole('search', { name: 'Search the shop' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).toBeNull();
  await user.click(screen.getByRole('searchbox', { name: 'Search' }));
  const combobox = await screen.findByRole('combobox', { name: 'Search' });
  await waitFor(() => expect(combobox).toHaveFocus());
  return { user, combobox };
}

describe('the header’s search field', () => {
  it('suggests as the customer types, grouped by kind with the typed part marked', async () => {
    const { user, combobox } = await openCombobox();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox, 'driftwod');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Products',
      'Articles',
    ]);
    expect(within(groups[0]).getAllByRole('option')[0]).toHaveAccessibleName(/Arboris Lumen Color/);
    // A misspelt word marks the word it was taken for.
    expect(within(groups[1]).getAllByRole('option')[0].querySelector('mark')).toHaveTextContent(/^driftwood$/i);
    expect(within(listbox).getByRole('option', { name: 'See all results for “driftwod”' })).toBeInTheDocument();
  });

  it('marks the typed start of a word', async () => {
    const { user, combobox } = await openCombobox();
    await user.type(combobox, 'hardwa');
    const option = await screen.findByRole('option', { name: byText('Nordwood Pure LED Hardwax Oil') });
    expect(option.querySelector('mark')).toHaveTextContent(/^Hardwa$/);
  });

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    const { user, combobox } = await openCombobox();
    await user.type(combobox, 'nordwod pure');
    const option = await screen.findByRole('option', { name: byText('Nordwood Pure LED Hardwax Oil') });
    const options = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option.id);
    expect(combobox).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith('/product/nordwood-pure-led-hardwax-oil');
  });

  it('opens /search for the text on Enter with no option active', async () => {
    const { user, combobox } = await openCombobox();
    await user.type(combobox, 'Walnut  Stairs{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?q=walnut%20stairs');
  });

  it('closes the list with Escape, and clears the field with a second Escape', async () => {
    const { user, combobox } = await openCombobox();
    await user.type(combobox, 'lumacure');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));

    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveValue('lumacure');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('in the phone menu, Escape closes the list and leaves the menu open; a choice closes the menu', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('searchbox', { name: 'Search' }));
    const combobox = await within(menu).findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(combobox).toHaveFocus());
    await user.type(combobox, 'lumacure');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));

    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toBeVisible();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/product\/lumacure-/));
    expect(menu).not.toBeVisible();
  });
});
