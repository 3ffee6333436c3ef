import { screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { modalOpened } from '@/shared/store/modal-slice';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { renderShop, seededProduct } from './harness';

const user = userEvent.setup({ delay: null });

/** What the browser saved: the link's file name and the blob behind it. */
const saved: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  // next.config rewrites /uploads/* to the dashboard; the tests' browser gets the same.
  server.use(
    http.get(`${BROWSER_ORIGIN}/uploads/*`, ({ request }) =>
      sandbox.app.fetch(new Request(request.url.replace(BROWSER_ORIGIN, SANDBOX_ORIGIN))),
    ),
  );
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:${BROWSER_ORIGIN}/${(next += 1)}`;
    blobs.set(href, blob);
    return href;
  };
  URL.revokeObjectURL = (href: string) => void blobs.delete(href);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => vi.restoreAllMocks());

describe('Technical data and service PDFs', () => {
  it('downloads a technical data sheet as <title>.pdf', async () => {
    const product = seededProduct((p) => p.technical_data.length > 0);
    const { store } = renderShop(null);
    store.dispatch(modalOpened({ type: 'TECHNICAL_DATA_LIST', props: { title: 'Technical data', items: product.technical_data } }));
    const dialog = await screen.findByRole('dialog', { name: 'Technical data' }, { timeout: 10_000 });
    const [first] = product.technical_data;

    await user.click(within(dialog).getByRole('button', { name: `Download ${first.title} (PDF)` }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`${first.title}.pdf`);
    expect(saved[0].blob.type).toBe('application/pdf');
    const head = new Uint8Array(await saved[0].blob.slice(0, 5).arrayBuffer());
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
  });

  it('lists service PDFs and says when a file cannot be fetched', async () => {
    const product = seededProduct((p) => p.services_pdf.length > 0);
    const missing = { pdf_title: 'Retired guide', url: '/uploads/pdf/services/retired-guide.pdf' };
    const { store } = renderShop(null);
    store.dispatch(
      modalOpened({ type: 'SERVICES_PDF_LIST', props: { title: 'Service documents', items: [...product.services_pdf, missing] } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Service documents' }, { timeout: 10_000 });
    for (const pdf of product.services_pdf) expect(within(dialog).getByText(pdf.pdf_title)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download Retired guide (PDF)' }));
    expect(await screen.findByText('Could not download Retired guide. Please try again.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
