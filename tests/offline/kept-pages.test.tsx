import { render, screen } from '../render';
import { describe, expect, it } from 'vitest';
import { KeptPages } from '@/app/[locale]/offline/KeptPages';
import { PROFILE_COOKIE } from '@/shared/api/cookie-names';

describe('KeptPages', () => {
  it('holds the place of the list with a line while it reads the device, then says when nothing is kept', async () => {
    render(<KeptPages />);
    expect(screen.getByText('Looking for the pages kept on this device…')).toBeInTheDocument();
    expect(await screen.findByText('No pages are kept on this device yet.')).toBeInTheDocument();
    expect(screen.queryByText('Looking for the pages kept on this device…')).not.toBeInTheDocument();
  });
});

/** The browser's CacheStorage, reduced to what the offline page reads and deletes (the list's rules are the real ones). */
function deviceCaches(kept: Record<string, Record<string, string>>) {
  const stores = new Map(Object.entries(kept).map(([name, pages]) => [name, new Map(Object.entries(pages))]));
  const open = async (name: string) => {
    const pages = stores.get(name) ?? new Map<string, string>();
    return {
      keys: async () => [...pages.keys()].map((url) => new Request(url)),
      match: async (request: Request | string) => {
        const html = pages.get(typeof request === 'string' ? request : request.url);
        return html === undefined ? undefined : new Response(html, { headers: { 'x-seen-at': String(Date.UTC(2026, 0, 5, 14, 5)) } });
      },
    };
  };
  return { keys: async () => [...stores.keys()], open, delete: async (name: string) => stores.delete(name) };
}

const titled = (title: string) => `<html><head><title>${title} | LED Floor Finishes</title></head></html>`;
const ORIGIN = 'http://localhost:3000';
const profileCookie = (profile: object) => `${PROFILE_COOKIE}=${encodeURIComponent(JSON.stringify(profile))}; Path=/`;

describe('KeptPages on a device another customer used', () => {
  afterEach(() => {
    document.cookie = `${PROFILE_COOKIE}=; Max-Age=0; Path=/`;
    Reflect.deleteProperty(globalThis, 'caches');
  });

  const keep = () => {
    const device = deviceCaches({
      'pages-b': { [`${ORIGIN}/products`]: titled('Products') },
      'personal-customer-1-pages-b': { [`${ORIGIN}/account`]: titled('My account') },
      'personal-customer-1-files-b': { [`${ORIGIN}/account/jobs/4/pack`]: '%PDF-' },
    });
    Object.defineProperty(globalThis, 'caches', { value: device, configurable: true });
    return device;
  };

  it("lists and keeps the customer's own pages while they are signed in", async () => {
    keep();
    document.cookie = profileCookie({ id: 1, first_name: 'Dana', last_name: 'W', email: 'dana@example.com', img: null, remember: true });
    render(<KeptPages />);
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });

  it("shows none of them once the sign-in has ended (expired, a 401, a reset) or another customer signed in, and takes them off the device", async () => {
    for (const profile of [null, { id: 2, first_name: 'Robin', last_name: 'S', email: 'robin@example.com', img: null, remember: false }]) {
      const device = keep();
      if (profile) document.cookie = profileCookie(profile);
      const view = render(<KeptPages />);
      expect(await screen.findByRole('link', { name: 'Products' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'pack' })).not.toBeInTheDocument();
      expect(await device.keys()).toEqual(['pages-b']);
      view.unmount();
    }
  });
});
