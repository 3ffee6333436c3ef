// @vitest-environment node
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '@sandbox/app';
import { UPLOAD_TYPE_MESSAGE } from '@/server/door/upload-check';
import { passUpload } from '@/server/door/uploads';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server } from '../msw/server';
import { watchDashboard } from './dashboard-calls';
import { callDoor, cookieHeaderFrom, signIn } from './door-helpers';

/** A dashboard that keeps any file under the type the client sent (sandbox `uploadTypes: 'client'`). */
const careless = createSandboxApp({ log: () => {}, storefrontUrl: BROWSER_ORIGIN, uploadTypes: 'client' });
beforeEach(() => {
  careless.reset();
  server.use(http.all(`${SANDBOX_ORIGIN}/*`, ({ request }) => careless.app.fetch(request)));
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
const file = (body: BlobPart, name: string, type: string) => new File([body], name, { type });

async function signedInCookie() {
  return cookieHeaderFrom(await signIn());
}

const uploadAvatar = (cookie: string, picture: File) => {
  const form = new FormData();
  form.set('file', picture);
  return callDoor('user/user-img-upload', { method: 'POST', cookie, body: form });
};

function postReview(cookie: string, photos: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ products_id: '1', stars: '5', title: 'Lovely floor', message: 'Went on easily.' })) form.set(name, value);
  for (const photo of photos) form.append('img_path[]', photo);
  return callDoor('reviews/create', { method: 'POST', cookie, body: form });
}

describe('the door takes only raster images as uploads, told by their bytes', () => {
  it.each([
    ['an SVG sent as an SVG', file(SVG, 'me.svg', 'image/svg+xml')],
    ['an SVG sent as a PNG', file(SVG, 'me.png', 'image/png')],
    ['HTML sent as a JPEG', file('<html><script>alert(1)</script></html>', 'me.jpg', 'image/jpeg')],
    ['a PDF', file('%PDF-1.7 …', 'me.pdf', 'application/pdf')],
    ['an empty file', file('', 'me.png', 'image/png')],
  ])('refuses %s as an avatar with 415 before the dashboard sees it', async (_label, picture) => {
    const cookie = await signedInCookie();
    const dashboard = watchDashboard();
    const answer = await uploadAvatar(cookie, picture);
    dashboard.stop();

    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ message: UPLOAD_TYPE_MESSAGE, errors: { file: UPLOAD_TYPE_MESSAGE } });
    expect(dashboard.seen).toEqual([]);
  });

  it('refuses a review with one script file among its photos, naming that photo', async () => {
    const cookie = await signedInCookie();
    const dashboard = watchDashboard();
    const answer = await postReview(cookie, [file(png(), 'floor.png', 'image/png'), file(SVG, 'trap.gif', 'image/gif')]);
    dashboard.stop();

    expect(answer.status).toBe(415);
    expect((await answer.json()).errors).toEqual({ img_path: `trap.gif: ${UPLOAD_TYPE_MESSAGE}` });
    expect(dashboard.seen).toEqual([]);
  });

  it('sends a real picture on typed by its bytes, whatever type the browser claimed', async () => {
    const cookie = await signedInCookie();
    const answer = await uploadAvatar(cookie, file(png(), 'me.png', 'image/svg+xml'));
    expect(answer.status).toBe(200);
    const { user } = await answer.json();
    const served = await passUpload(new Request(`${BROWSER_ORIGIN}${user.img}`));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...careless.db().content.uploads.values()].map((stored) => stored.type)).toEqual(['image/png']);
  });

  it('takes six 5 MB review photos in one review (over the door’s usual 10 MiB)', async () => {
    const cookie = await signedInCookie();
    const photos = Array.from({ length: 6 }, (_, index) => file(png(5 * 1024 * 1024), `floor-${index}.png`, 'image/png'));
    const answer = await postReview(cookie, photos);
    expect(answer.status).toBe(200);
    const [review] = (await answer.json()).reviews;
    expect(review.img_path).toHaveLength(6);
  });

  it('refuses an upload over DOOR_UPLOAD_LIMIT_BYTES with 413, and keeps the usual limit for other calls', async () => {
    const cookie = await signedInCookie();
    process.env.DOOR_UPLOAD_LIMIT_BYTES = String(1024 * 1024);
    try {
      expect((await postReview(cookie, [file(png(1024 * 1024), 'big.png', 'image/png')])).status).toBe(413);
    } finally {
      delete process.env.DOOR_UPLOAD_LIMIT_BYTES;
    }
    const names = await callDoor('user/names', { method: 'POST', cookie, body: new URLSearchParams({ first_name: 'x'.repeat(11 * 1024 * 1024) }) });
    expect(names.status).toBe(413);
  });
});

describe('/uploads serves nothing that runs script on the shop’s origin, even from a dashboard that keeps the client’s type', () => {
  /** What a customer could put on a careless dashboard directly (the dashboard's own API, no storefront in between). */
  async function storedOnDashboard(upload: File): Promise<string> {
    const login = await careless.app.fetch(
      new Request(`${SANDBOX_ORIGIN}/api/user/login`, { method: 'POST', body: new URLSearchParams({ email: 'customer@example.com', password: 'Sandbox-pass-1' }) }),
    );
    const { auth_key } = await login.json();
    const form = new FormData();
    form.set('file', upload);
    const answer = await careless.app.fetch(new Request(`${SANDBOX_ORIGIN}/api/user/user-img-upload`, { method: 'POST', headers: { 'x-api-key': auth_key }, body: form }));
    const { user } = await answer.json();
    return user.img;
  }

  it.each([
    ['an SVG the dashboard serves as image/svg+xml', file(SVG, 'me.svg', 'image/svg+xml')],
    ['HTML the dashboard serves as text/html', file('<html><script>alert(1)</script></html>', 'me.html', 'text/html')],
    ['HTML the dashboard serves as image/png', file('<html><script>alert(1)</script></html>', 'me.png', 'image/png')],
  ])('serves %s sandboxed, as a download of unknown type', async (_label, upload) => {
    const path = await storedOnDashboard(upload);
    const direct = await careless.app.fetch(new Request(`${SANDBOX_ORIGIN}${path}`));
    expect(direct.headers.get('content-type')).toBe(upload.type);

    const served = await passUpload(new Request(`${BROWSER_ORIGIN}${path}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(await upload.text());
  });

  it('serves a picture as the image its bytes say, and a HEAD the same way', async () => {
    const path = await storedOnDashboard(file(png(), 'me.svg', 'image/svg+xml'));
    for (const method of ['GET', 'HEAD']) {
      const served = await passUpload(new Request(`${BROWSER_ORIGIN}${path}`, { method }));
      expect(served.headers.get('content-type'), method).toBe('image/png');
      expect(served.headers.get('content-disposition'), method).toBeNull();
      expect(served.headers.get('content-security-policy'), method).toBe("sandbox; default-src 'none'");
    }
  });

  it('serves the catalogue’s PDFs as downloads', async () => {
    const served = await passUpload(new Request(`${BROWSER_ORIGIN}/uploads/pdf/technical/nordwood-tone-led-hardwax-oil-tds.pdf`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });
});
