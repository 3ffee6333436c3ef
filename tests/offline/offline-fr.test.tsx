import { render, renderHook, screen } from '../render';
import OfflinePage, { generateMetadata } from '@/app/[locale]/offline/page';
import { KeptPages } from '@/app/[locale]/offline/KeptPages';
import { NeedsSignalNotice } from '@/modules/offline/components/NeedsSignalNotice';
import { WaitingChanges } from '@/modules/offline/components/WaitingChanges';
import { newChange, type QueuedChange } from '@/modules/offline/change-queue';
import { FALLBACK_REFUSAL } from '@/modules/offline/queue-events';
import { useRefusalText } from '@/modules/offline/use-refusal-text';

/** The offline pages and the offline module's texts in French (docs/offline.md, docs/i18n.md). */

const waiting = vi.hoisted(() => ({ changes: [] as QueuedChange[] }));
vi.mock('@/modules/offline/offline-queue', () => ({ queuedChanges: async () => waiting.changes, dismissRefused: async () => undefined }));

const fr = { locale: 'fr' } as const;
const ORIGIN = 'http://localhost:3000';
const titled = (title: string) => `<html><head><title>${title} | LED Floor Finishes</title></head></html>`;

/** The browser's CacheStorage with these pages kept, each seen at 14:05 UTC. */
function keep(kept: Record<string, Record<string, string>>) {
  const stores = new Map(Object.entries(kept).map(([name, pages]) => [name, new Map(Object.entries(pages))]));
  const device = {
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      const pages = stores.get(name) ?? new Map<string, string>();
      return {
        keys: async () => [...pages.keys()].map((url) => new Request(url)),
        match: async (request: Request | string) => {
          const html = pages.get(typeof request === 'string' ? request : request.url);
          return html === undefined ? undefined : new Response(html, { headers: { 'x-seen-at': String(Date.UTC(2026, 0, 5, 14, 5)) } });
        },
      };
    },
    delete: async (name: string) => stores.delete(name),
  };
  Object.defineProperty(globalThis, 'caches', { value: device, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
  waiting.changes = [];
});

describe('/fr/offline', () => {
  it('says in French that the page was never opened here, and lists the pages kept by their titles', async () => {
    keep({ 'pages-b': { [`${ORIGIN}/fr/products`]: titled('Produits'), [`${ORIGIN}/fr/offline`]: titled('Hors ligne'), [`${ORIGIN}/products`]: titled('Products') } });
    expect((await generateMetadata({ params: Promise.resolve({ locale: 'fr' }) })).title).toBe('Hors ligne');
    render(await OfflinePage({ params: Promise.resolve({ locale: 'fr' }) }), fr);
    expect(screen.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeInTheDocument();
    expect(screen.getByText(/^Cette page n’a pas encore été ouverte sur cet appareil/)).toBeInTheDocument();
    expect(screen.getByText('Recherche des pages conservées sur cet appareil…')).toBeInTheDocument();
    const french = await screen.findByRole('link', { name: 'Produits' });
    expect(french).toHaveAttribute('href', '/fr/products');
    expect(french).not.toHaveAttribute('lang');
    expect(french.closest('li')).toHaveTextContent(/— vu à \d\d:\d\d$/);
    // A page kept in English is named in English; the offline page itself is not listed.
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('link', { name: 'Hors ligne' })).not.toBeInTheDocument();
  });

  it('says in French when nothing is kept', async () => {
    render(<KeptPages />, fr);
    expect(await screen.findByText('Aucune page n’est encore conservée sur cet appareil.')).toBeInTheDocument();
  });

  it('lists the files kept under a French heading, named as they download', async () => {
    keep({ 'pages-b': { [`${ORIGIN}/fr/products`]: titled('Produits') }, sheets: { [`${ORIGIN}/uploads/pdf/technical/Fiche%20technique.pdf`]: '%PDF-' } });
    render(<KeptPages />, fr);
    expect(await screen.findByRole('heading', { level: 2, name: 'Fichiers' })).toBeInTheDocument();
    expect(screen.getByText('Dossiers de chantier et fiches techniques que vous avez ouverts :')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fiche technique.pdf' })).not.toHaveAttribute('lang');
  });

  it('is in English at /offline', async () => {
    render(await OfflinePage({ params: Promise.resolve({ locale: 'en' }) }));
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
  });
});

describe('the offline texts on French pages', () => {
  it('says in French that a step needs a signal', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<NeedsSignalNotice />, fr);
      expect(screen.getByRole('status')).toHaveTextContent('Cette étape demande du réseau. Rien n’est perdu dans votre panier : réessayez quand vous aurez de nouveau du réseau.');
    } finally {
      online.mockRestore();
    }
  });

  it('lists the changes made without signal in French, a refusal without a reason of the shop in French too', async () => {
    waiting.changes = [
      newChange('quantity', '/basket', [], '3 × Nordwood Pure LED Hardwax Oil', { lineId: 1, count: 3 }),
      { ...newChange('add', '/basket/data', [], '2 × Arboris Lumen Clear Oil'), refused: FALLBACK_REFUSAL },
    ];
    render(<WaitingChanges of="basket" />, fr);
    expect(await screen.findByRole('heading', { name: 'Changements faits sans réseau' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('3 × Nordwood Pure LED Hardwax Oil : en attente de réseau');
    expect(second).toHaveTextContent('2 × Arboris Lumen Clear Oil : non effectué — La boutique n’a pas pu effectuer ce changement.');
    expect(screen.getByRole('button', { name: 'Retirer 2 × Arboris Lumen Clear Oil de la liste' })).toBeInTheDocument();
  });

  it('says a refusal in French with the shop’s own reason as it came', () => {
    const { result } = renderHook(() => useRefusalText(), fr);
    expect(result.current.notMade('2 × Nordwood Pure LED Hardwax Oil', 'Ce produit n’est plus offert.')).toBe(
      'Non effectué\u00a0: 2 × Nordwood Pure LED Hardwax Oil — Ce produit n’est plus offert.',
    );
    expect(result.current.notMade('1 × Arboris', FALLBACK_REFUSAL)).toBe('Non effectué\u00a0: 1 × Arboris — La boutique n’a pas pu effectuer ce changement.');
  });
});
