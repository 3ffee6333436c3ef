import { render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Footer } from '@/app/_shell/Footer';
import { Header } from '@/app/_shell/Header';
import { makeStore } from '@/shared/store/store';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/blog/how-to-choose-a-sheen',
  useSearchParams: () => new URLSearchParams(),
}));

const SECTIONS = [
  ['Products', '/products'],
  ['Services', '/services'],
  ['Blog', '/blog'],
  ['Color Lab', '/color-lab'],
];

function renderShell() {
  render(
    <Provider store={makeStore()}>
      <Header />
      <Footer />
    </Provider>,
  );
}

const hrefs = (nav: HTMLElement) => SECTIONS.map(([name]) => within(nav).getByRole('link', { name }).getAttribute('href'));

describe('site navigation', () => {
  it('offers Products, Services, Blog and Color Lab in the header, marking the current section', () => {
    renderShell();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(hrefs(main)).toEqual(SECTIONS.map(([, href]) => href));
    expect(within(main).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    expect(within(main).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('offers the same sections in the phone menu', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(hrefs(screen.getByRole('navigation', { name: 'Menu' }))).toEqual(SECTIONS.map(([, href]) => href));
  });

  it('offers the sections and the awards page in the footer', () => {
    renderShell();
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(hrefs(shop)).toEqual(SECTIONS.map(([, href]) => href));
    expect(within(shop).getByRole('link', { name: 'Awards and press' })).toHaveAttribute('href', '/awards');
  });
});
