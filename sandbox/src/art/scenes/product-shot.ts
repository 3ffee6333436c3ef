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

const RAW_OAK = '#c4986a';

function drawObject(canvas: Canvas, art: ProductArt, cx: number, floor: number, scale: number) {
  if (art.kind === 'can') drawCan(canvas, cx, floor, scale, art.can);
  if (art.kind === 'stain') {
    drawChips(canvas, cx - 40 * scale, floor - 10 * scale, scale, art.chips);
    drawCan(canvas, cx - 130 * scale, floor + 10 * scale, scale * 0.72, art.can);
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
  const floor = art.kind === 'machine' ? size * 0.9 : size * 0.84;
  drawObject(canvas, art, size / 2 + (art.kind === 'machine' ? -30 * scale : 0), floor, art.kind === 'machine' ? scale * 1.05 : scale);
  return canvas;
}

/** Second image: oils show raw oak against the finish; lights show the machine at work in a room. */
export function detailShot(art: ProductArt, finish: string, seed: number, size = 800): Canvas {
  if (art.kind === 'can' || art.kind === 'stain') {
    const canvas = new Canvas(size, size);
    drawBoards(canvas, 0, size, finishedWood(hex(finish), 0.7), size / 9, seed);
    const raw = polygon([[0, 0], [size * 0.62, 0], [size * 0.28, size], [0, size]]);
    drawBoards(canvas, 0, size, hex(RAW_OAK), size / 9, seed, raw);
    return canvas;
  }
  const canvas = drawRoom(size, size, { finish, seed });
  drawObject(canvas, art, size / 2, size * 0.86, (size / 800) * 0.8);
  return canvas;
}

/** Category tile and hero: the product standing in a room. */
export function roomShot(art: ProductArt, finish: string, width: number, height: number, seed: number): Canvas {
  const canvas = drawRoom(width, height, { finish, seed });
  drawObject(canvas, art, width * 0.5, height * 0.88, (height / 800) * 1.1);
  return canvas;
}
