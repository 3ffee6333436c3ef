/**
 * Draws the install icons in public/icons from the shop's mark (src/app/icon.svg) and its brown
 * (#7a4a1e, the theme colour): run `node scripts/draw-icons.mjs` after changing the mark, and
 * commit the PNGs. Three kinds:
 * - "any" icons (192, 512): the mark as it is, rounded corners on a transparent ground;
 * - maskable icons (192, 512): full-bleed brown with the mark inside the middle 60 %, so the
 *   circle or squircle a launcher cuts keeps all of it (the safe zone is the middle 80 %);
 * - apple-touch-icon (180): full-bleed brown, as iOS rounds the corners itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './lib/processes.mjs';

const BRAND = '#7a4a1e';
const mark = readFileSync(path.join(repoRoot, 'src/app/icon.svg'), 'utf8').trim();
const out = (name) => path.join(repoRoot, 'public/icons', name);

/** The mark's drawing without its rounded brown square, to place on a full-bleed ground. */
const markInner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/<rect width="32" height="32"[^>]*\/>/, '');

function fullBleed(size, markShare) {
  const scale = markShare;
  const offset = (32 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${markInner}</g></svg>`;
}

const sized = (svg, size) => svg.replace(/width="32" height="32" viewBox/, `width="${size}" height="${size}" viewBox`);

const icons = [
  { name: 'icon-192.png', size: 192, svg: sized(mark, 192) },
  { name: 'icon-512.png', size: 512, svg: sized(mark, 512) },
  { name: 'maskable-192.png', size: 192, svg: fullBleed(192, 0.6) },
  { name: 'maskable-512.png', size: 512, svg: fullBleed(512, 0.6) },
  { name: 'apple-touch-icon.png', size: 180, svg: fullBleed(180, 0.8) },
];

for (const { name, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 32) }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(name));
  console.log(`public/icons/${name} (${size}×${size})`);
}
