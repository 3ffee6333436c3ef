import { type Canvas, type RGB, type Shape, mix, shade } from '../canvas';

/** Deterministic 0..1 noise for board-to-board variation (no pixel noise: keeps PNGs small). */
export function hash(a: number, b: number, seed = 0) {
  const s = Math.sin(a * 127.1 + b * 311.7 + seed * 74.7) * 43758.5453;
  return s - Math.floor(s);
}

/** The tone of oak finished with an oil of colour `finish` (0 = raw oak, 1 = the colour itself). */
export function finishedWood(finish: RGB, strength = 0.55): RGB {
  return mix([196, 152, 106], finish, strength);
}

/** Straight-on boards (product shot foreground and close-ups): rows of planks with grain bands. */
export function drawBoards(canvas: Canvas, top: number, bottom: number, tone: RGB, rowHeight: number, seed = 1, clip?: Shape) {
  const { width } = canvas;
  canvas.draw(
    { sdf: (x, y) => Math.max(top - y, y - bottom), bounds: [0, top, width, bottom] },
    (x, y) => {
      const row = Math.floor((y - top) / rowHeight);
      const boardLength = width * 0.55;
      const offset = hash(row, 0, seed) * boardLength;
      const board = Math.floor((x + offset) / boardLength);
      const within = (y - top) / rowHeight - row;
      const seam = within < 0.04 || ((x + offset) % boardLength) < 2 ? 0.78 : 1;
      const grain = 1 + 0.035 * Math.sin((y - top) * 0.45 + Math.sin(x * 0.006 + board * 3 + row) * 1.6);
      return shade(tone, (0.9 + 0.16 * hash(row, board, seed)) * grain * seam);
    },
    { clip },
  );
}

/**
 * A floor in perspective from the wall line down to the bottom edge, supersampled 2×2. No grain:
 * grain lines in perspective change on every row and would triple the PNG size.
 */
export function drawPerspectiveFloor(canvas: Canvas, wallLine: number, eyeLine: number, tone: RGB, seed = 1) {
  const { width, height } = canvas;
  const cx = width * (0.45 + 0.1 * hash(seed, 9));
  const plank = width * 0.09;
  const sample = (x: number, y: number): RGB => {
    const dy = y - eyeLine;
    const depth = (height * 12) / dy;
    const u = ((x - cx) / dy) * height * 0.9;
    const row = Math.floor(u / plank);
    const boardLength = plank * 3;
    const v = depth * 4 + hash(row, 1, seed) * boardLength;
    const board = Math.floor(v / boardLength);
    // Seams stay about one pixel wide on screen whatever the depth.
    const across = u / plank - row;
    const sideSeam = (1.1 * height * 0.9) / dy / plank;
    const endSeam = (1.1 * 4 * height * 12) / (dy * dy);
    const seam = across < sideSeam || v % boardLength < endSeam ? 0.72 : 1;
    const distance = Math.min(1, (y - wallLine) / (height - wallLine));
    return shade(tone, (0.88 + 0.18 * hash(row, board, seed)) * seam * (0.86 + 0.18 * distance));
  };
  canvas.draw({ sdf: (x, y) => wallLine - y, bounds: [0, wallLine, width, height] }, (x, y) => {
    const a = sample(x - 0.25, y - 0.25);
    const b = sample(x + 0.25, y - 0.25);
    const c = sample(x - 0.25, y + 0.25);
    const d = sample(x + 0.25, y + 0.25);
    return [(a[0] + b[0] + c[0] + d[0]) / 4, (a[1] + b[1] + c[1] + d[1]) / 4, (a[2] + b[2] + c[2] + d[2]) / 4];
  });
}
