// @vitest-own-worker: React DOM hints each image once for as long as it stays loaded (its preload
// map is the module's, not the document's), and these tests read the hints from the head.
import { render, screen, within } from '../render';
import BlogPage from '@/app/[locale]/blog/view/[key]/page';
import ListView from '@/app/[locale]/products/view/[key]/page';
import ServicesPage from '@/app/[locale]/services/page';
import { PRODUCTS_VIEW } from '@/modules/catalogue/list-query';
import { BLOG_VIEW } from '@/modules/content/blog/query';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn() }) }));

const imageHints = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

beforeEach(() => imageHints().forEach((hint) => hint.remove()));

/**
 * A list page's largest paint is its first card's picture: the browser must learn of it from the
 * page's head, ahead of the scripts, and fetch it first; the rest of the first row loads at once
 * at its usual priority, the others when scrolled to.
 */
function expectFirstPictureHinted(list: HTMLElement) {
  const pictures = within(list).getAllByRole('presentation', { hidden: true }).filter((el) => el.tagName === 'IMG');
  const [first, ...rest] = pictures;
  expect(imageHints()).toHaveLength(1);
  expect(imageHints()[0]).toHaveAttribute('imagesrcset', first.getAttribute('srcset'));
  expect(imageHints()[0]).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('loading', 'eager');
  for (const picture of rest) expect(picture).not.toHaveAttribute('fetchpriority');
  expect(rest.at(-1)).toHaveAttribute('loading', 'lazy');
}

describe("a list page's LCP picture", () => {
  it('/products: the first product card', async () => {
    render(await ListView({ params: Promise.resolve({ locale: 'en', key: PRODUCTS_VIEW.keyOfQuery(new URLSearchParams()) }) }));
    expectFirstPictureHinted(screen.getByRole('list', { name: 'All products' }));
  });

  it('/services: the first service card', async () => {
    render(await ServicesPage({ params: Promise.resolve({ locale: 'en' }) }));
    expectFirstPictureHinted(screen.getByRole('list', { name: 'Services' }));
  });

  it('/blog: the first article card', async () => {
    render(await BlogPage({ params: Promise.resolve({ locale: 'en', key: BLOG_VIEW.keyOfQuery(new URLSearchParams()) }) }));
    expectFirstPictureHinted(screen.getByRole('list', { name: 'Blog' }));
  });
});
