import type { Canvas, Paint } from './canvas';
import { arc, segmentDistance } from './shapes';

type Point = [number, number];
interface Glyph {
  width: number;
  strokes: Point[][];
}

const g = (width: number, ...strokes: Point[][]): Glyph => ({ width, strokes });
const bowlP = [[0, 6], [0, 0], [2.4, 0], ...arc(2.4, 1.6, 1.6, 1.6, -90, 90), [0, 3.2]] as Point[];

/** A monoline sans drawn on a 6-unit cap height: enough for labels, logos and badges. */
const GLYPHS: Record<string, Glyph> = {
  A: g(4.4, [[0, 6], [2.2, 0], [4.4, 6]], [[0.8, 4], [3.6, 4]]),
  B: g(4.2, [[0, 0], [0, 6]], [[0, 0], [2.5, 0], ...arc(2.5, 1.5, 1.5, 1.5, -90, 90), [0, 3]], [[0, 3], [2.6, 3], ...arc(2.6, 4.5, 1.6, 1.5, -90, 90), [0, 6]]),
  C: g(4.2, arc(2.2, 3, 2.2, 3, -45, -315)),
  D: g(4.2, [[0, 0], [0, 6]], [[0, 0], [1.4, 0], ...arc(1.4, 3, 2.8, 3, -90, 90), [0, 6]]),
  E: g(3.8, [[3.8, 0], [0, 0], [0, 6], [3.8, 6]], [[0, 3], [3.2, 3]]),
  F: g(3.6, [[3.6, 0], [0, 0], [0, 6]], [[0, 3], [3.1, 3]]),
  G: g(4.4, [...arc(2.3, 3, 2.3, 3, -40, -360), [2.5, 3]]),
  H: g(4, [[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]),
  I: g(0, [[0, 0], [0, 6]]),
  J: g(3.4, [[3.4, 0], [3.4, 4.3], ...arc(1.7, 4.3, 1.7, 1.7, 0, 180)]),
  K: g(4, [[0, 0], [0, 6]], [[4, 0], [0, 3.8]], [[1.5, 2.6], [4, 6]]),
  L: g(3.6, [[0, 0], [0, 6], [3.6, 6]]),
  M: g(5, [[0, 6], [0, 0], [2.5, 4.2], [5, 0], [5, 6]]),
  N: g(4, [[0, 6], [0, 0], [4, 6], [4, 0]]),
  O: g(4.6, arc(2.3, 3, 2.3, 3, 0, 360)),
  P: g(4, bowlP),
  Q: g(4.6, arc(2.3, 3, 2.3, 3, 0, 360), [[2.9, 4.4], [4.6, 6.4]]),
  R: g(4, bowlP, [[2.2, 3.2], [4, 6]]),
  S: g(4, [...arc(2, 1.5, 1.9, 1.5, -25, -270), ...arc(2, 4.5, 2, 1.5, -90, 155)]),
  T: g(4.2, [[0, 0], [4.2, 0]], [[2.1, 0], [2.1, 6]]),
  U: g(4, [[0, 0], [0, 4], ...arc(2, 4, 2, 2, 180, 0), [4, 0]]),
  V: g(4.4, [[0, 0], [2.2, 6], [4.4, 0]]),
  W: g(5.6, [[0, 0], [1.4, 6], [2.8, 1.4], [4.2, 6], [5.6, 0]]),
  X: g(4.2, [[0, 0], [4.2, 6]], [[4.2, 0], [0, 6]]),
  Y: g(4.2, [[0, 0], [2.1, 3.1], [4.2, 0]], [[2.1, 3.1], [2.1, 6]]),
  Z: g(4, [[0, 0], [4, 0], [0, 6], [4, 6]]),
  '0': g(4, arc(2, 3, 2, 3, 0, 360)),
  '1': g(2, [[0, 1.3], [1.8, 0], [1.8, 6]]),
  '2': g(4, [...arc(2, 1.8, 1.9, 1.8, -165, 25), [0, 6], [4, 6]]),
  '3': g(4, [...arc(2, 1.5, 1.8, 1.5, -160, 90), ...arc(2, 4.5, 2, 1.5, -90, 160)]),
  '4': g(4.2, [[3.2, 6], [3.2, 0], [0, 4.2], [4.2, 4.2]]),
  '5': g(4, [[3.8, 0], [0.4, 0], [0.2, 2.9], ...arc(2, 4.1, 2, 1.9, -140, 145)]),
  '6': g(4, arc(2, 4.1, 2, 1.9, 0, 360), [[0.05, 4], [0.4, 2], [1.4, 0.5], [3.2, 0]]),
  '7': g(4, [[0, 0], [4, 0], [1.4, 6]]),
  '8': g(4, arc(2, 1.5, 1.7, 1.5, 0, 360), arc(2, 4.5, 2, 1.5, 0, 360)),
  '9': g(4, arc(2, 1.9, 2, 1.9, 0, 360), [[4, 1.9], [3.6, 4], [2.6, 5.5], [0.8, 6]]),
  '-': g(2.6, [[0.2, 3.4], [2.4, 3.4]]),
  '.': g(0, [[0, 6], [0, 6]]),
  '/': g(2.6, [[0, 6.4], [2.6, -0.4]]),
  '%': g(4.4, [[0, 6], [4.4, 0]], arc(0.9, 1.1, 0.9, 1.1, 0, 360), arc(3.5, 4.9, 0.9, 1.1, 0, 360)),
  ' ': g(1.6),
};

const SPACING = 1.7;

/** Width in pixels of `text` at cap height `size`. */
export function textWidth(text: string, size: number) {
  const unit = size / 6;
  const glyphs = [...text.toUpperCase()].map((ch) => GLYPHS[ch] ?? GLYPHS[' ']);
  return (glyphs.reduce((sum, glyph) => sum + glyph.width + SPACING, 0) - SPACING) * unit;
}

/**
 * Draws upper-case text with its cap line at `top`. `align` anchors `x` at the left, centre or right.
 * Weight is the stroke width as a fraction of the cap height.
 */
export function drawText(
  canvas: Canvas,
  text: string,
  x: number,
  top: number,
  size: number,
  paint: Paint,
  options: { align?: 'left' | 'center' | 'right'; weight?: number } = {},
) {
  const unit = size / 6;
  const width = textWidth(text, size);
  const align = options.align ?? 'left';
  let cursor = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  const half = (size * (options.weight ?? 0.13)) / 2;
  const segments: [number, number, number, number][] = [];
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch] ?? GLYPHS[' '];
    for (const line of glyph.strokes) {
      for (let i = 0; i < line.length - 1; i++) {
        const [ax, ay] = line[i];
        const [bx, by] = line[i + 1];
        segments.push([cursor + ax * unit, top + ay * unit, cursor + bx * unit, top + by * unit]);
      }
    }
    cursor += (glyph.width + SPACING) * unit;
  }
  const left = (align === 'left' ? x : align === 'center' ? x - width / 2 : x - width) - half;
  canvas.draw(
    {
      sdf: (px, py) => {
        let d = Infinity;
        for (const [ax, ay, bx, by] of segments) d = Math.min(d, segmentDistance(px, py, ax, ay, bx, by));
        return d - half;
      },
      bounds: [left, top - half - unit, left + width + 2 * half, top + size + half + unit],
    },
    paint,
  );
}
