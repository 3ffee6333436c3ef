// @vitest-own-worker: React DOM hints each image once for as long as it stays loaded (its preload
// map is the module's, not the document's), and these tests read the hints from the head.
import { render } from '../render';
import { StaticImage } from '@/shared/ui/StaticImage';

const picture = (container: HTMLElement) => container.querySelector('img')!;

describe('StaticImage', () => {
  it("serves the picture through the image optimiser at every width, lazily, as next/image's <img> would", () => {
    const { container } = render(<StaticImage src="/uploads/img/products/nordwood.png" alt="" fill sizes="50vw" />);
    const img = picture(container);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    const widths = img.getAttribute('srcset')!.split(', ');
    expect(widths.length).toBeGreaterThan(1);
    for (const candidate of widths) expect(candidate).toMatch(/^\/_next\/image\?url=%2Fuploads%2Fimg%2Fproducts%2Fnordwood\.png&w=\d+&q=75 \d+w$/);
    expect(img.style.position).toBe('absolute');
  });

  it('loads the page\'s LCP picture (preload) at once and ahead of the rest', () => {
    const { container } = render(<StaticImage src="/uploads/img/home/hero.png" alt="Hero" width={880} height={495} preload />);
    const img = picture(container);
    expect(img).toHaveAttribute('alt', 'Hero');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '880');
    const hint = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(hint).toHaveAttribute('imagesrcset', img.getAttribute('srcset'));
  });
});
