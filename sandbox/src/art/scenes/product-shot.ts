import { Canvas, hex, linear } from '../canvas';
import { polygon } from '../shapes';
import { type CanLook, drawCan, drawChips } from './can';
import { drawHandheld, drawMachine, drawModule, drawPads } from './lights';
import { drawRoom } from './room';
import { drawBoards, finishedWood } from './wood';

export type ProductArt =
  | { kind: 'can'; can: CanLook }
  | { kind: 'stain'; can: CanLook; chips: string[] }
  | { kind: 'machine'; model: string; accent: string }
  | { kind: 'handheld'; model: string; accent: string }
  | { kind: 'module'; accent: string }
  | { kind: 'pads'; colours: string[] };

const RAW_OAK = '#e4d3b6';

function drawObject(canvas: Canvas, art: ProductArt, cx: number, floor: number, scale: number) {
  if (art.kind === 'can') drawCan(canvas, cx, floor, scale, art.can);
  if (art.kind === 'stain') {
    drawChips(canvas, cx - 20 * scale, floor - 14 * scale, scale * 1.1, art.chips);
    drawCan(canvas, cx - 130 * scale, floor + 10 * scale, scale * 0.8, art.can);
  }
  if (art.kind === 'machine') drawMachine(canvas, cx, floor, scale, art.model, art.accent);
  if (art.kind === 'handheld') drawHandheld(canvas, cx, floor, scale, art.model, art.accent);
  if (art.kind === 'module') drawModule(canvas, cx, floor, scale, art.accent);
  if (art.kind === 'pads') drawPads(canvas, cx, floor, scale, art.colours);
}

/** Studio packshot: warm backdrop, a strip of finished boards, the product. */
export function productShot(art: ProductArt, finish: string, size = 800): Canvas {
  const canvas = new Canvas(size, size, linear(0, 0, 0, size * 0.74, [hex('#faf7f2'), hex('#ebe3d7')]));
  const floorTop = size * 0.74;
  drawBoards(canvas, floorTop, size, finishedWood(hex(finish)), size * 0.055, 3);
  const scale = size / 800;
  const enlarge = art.kind === 'can' || art.kind === 'stain' ? 1 : 1.3;
  const floor = art.kind === 'machine' ? size * 0.92 : size * 0.86;
  drawObject(canvas, art, size / 2 + (art.kind === 'machine' ? -50 * scale : 0), floor, scale * enlarge);
  return canvas;
}

/** Second image: oils show raw oak against the finish; other products a close-up. */
export function detailShot(art: ProductArt, finish: string, seed: number, size = 800): Canvas {
  if (art.kind === 'can' || art.kind === 'stain') {
    const canvas = new Canvas(size, size);
    drawBoards(canvas, 0, size, finishedWood(hex(finish)), size / 9, seed);
    const raw = polygon([[0, 0], [size * 0.62, 0], [size * 0.28, size], [0, size]]);
    drawBoards(canvas, 0, size, hex(RAW_OAK), size / 9, seed, raw);
    return canvas;
  }
  const canvas = new Canvas(size, size, linear(0, 0, 0, size * 0.7, [hex('#f3efe9'), hex('#e2d9cc')]));
  drawBoards(canvas, size * 0.7, size, finishedWood(hex(finish)), size * 0.07, seed);
  drawObject(canvas, art, size * 0.42, size * 0.94, (size / 800) * 1.9);
  return canvas;
}

/** Category tile and hero: the product standing in a room. */
export function roomShot(art: ProductArt, finish: string, width: number, height: number, seed: number): Canvas {
  const canvas = drawRoom(width, height, { finish, seed });
  drawObject(canvas, art, width * 0.5, height * 0.88, (height / 800) * 1.1);
  return canvas;
}

/** Home page hero: a finished room with a curing machine and a tin of oil. */
export function heroShot(width: number, height: number): Canvas {
  const canvas = drawRoom(width, height, { finish: '#d9b58a', seed: 5 });
  const scale = (height / 800) * 1.05;
  drawCan(canvas, width * 0.56, height * 0.8, scale * 0.5, {
    brand: 'NORDWOOD',
    line: 'LED HARDWAX OIL',
    name: 'PURE CLEAR',
    label: '#1f4d3a',
    accent: '#c9a55a',
    swatch: '#e3cfa9',
  });
  drawMachine(canvas, width * 0.74, height * 0.92, scale, 'LUMACURE 1200', '#7a5cff');
  return canvas;
}
