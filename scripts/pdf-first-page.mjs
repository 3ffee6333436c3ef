/**
 * node scripts/pdf-first-page.mjs [dir]: draws the first page of each PDF a journey kept beside its
 * screenshots (e2e/fixtures.ts keepDocumentStep; default test-screenshots/french) as `<name>.png`,
 * to look at as the screenshots are (docs/i18n.md). Needs poppler's pdftoppm.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-screenshots/french';
for (const file of readdirSync(dir).filter((name) => name.endsWith('.pdf'))) {
  const pdf = path.join(dir, file);
  execFileSync('pdftoppm', ['-png', '-r', '96', '-f', '1', '-l', '1', '-singlefile', pdf, pdf.replace(/\.pdf$/, '')]);
  console.log(`${pdf} → ${pdf.replace(/\.pdf$/, '.png')}`);
}
