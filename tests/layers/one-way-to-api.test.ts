// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser reaches the /api door one way (src/shared/api/call.ts, docs/architecture.md §1):
 * its headers, timeouts, cancellation and error reading live there. Browser code that sends a
 * request any other way is listed here with what it asks, so a second way cannot creep in unseen.
 */
const SRC = path.resolve(__dirname, '../../src');
const SENDS = /(?<![.\w])fetch\(|sendBeacon\(|new XMLHttpRequest\b/;

/** Server code (src/server, a module's server part, route handlers, the proxy) is not the browser's. */
const isServer = (file: string) => /^(server\/|proxy\.ts$)|\/server\/|(^|\/)route\.ts$/.test(file);

function browserFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserFiles(full);
    const file = path.relative(SRC, full).replaceAll('\\', '/');
    return /\.tsx?$/.test(file) && !isServer(file) ? [file] : [];
  });
}

describe('one way from the browser to /api', () => {
  it('is the only browser code that sends a request, beside the calls that are not the door’s', () => {
    const senders = browserFiles().filter((file) => SENDS.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(senders.sort()).toEqual([
      // A PDF of the content pages (/uploads), saved under its title.
      'modules/content/download.ts',
      // The job pack (/account/jobs/<id>/pack, a crew link's /pack): a page route, not the door.
      'modules/jobs/components/PackDownload.tsx',
      // The one way: fetch, a beacon for the page-view reports, and for an upload that shows its progress an XHR.
      'shared/api/call.ts',
      'shared/api/upload.ts',
    ]);
  });
});
