import { type Canvas, type RGB, hex, linear, radial, shade } from '../canvas';
import { drawText } from '../font';
import { circle, ellipse, roundRect, stroke } from '../shapes';

const GRAPHITE: RGB = [52, 56, 63];
const GLOW: RGB = [140, 118, 255];

function wheel(canvas: Canvas, x: number, y: number, r: number) {
  canvas.draw(circle(x, y, r), [28, 30, 34]);
  canvas.draw(circle(x, y, r * 0.45), radial(x - r * 0.15, y - r * 0.15, r * 0.5, [190, 194, 200], [120, 124, 130]));
}

/** Walk-behind LED curing machine with its violet light pool on the floor. */
export function drawMachine(canvas: Canvas, cx: number, floor: number, scale: number, model: string, accent: string) {
  const s = scale;
  canvas.draw(ellipse(cx, floor + 4 * s, 300 * s, 46 * s), GLOW, { opacity: 0.55, soft: 60 * s });
  canvas.draw(ellipse(cx, floor, 250 * s, 26 * s), [40, 30, 60], { opacity: 0.3, soft: 20 * s });
  canvas.draw(stroke([[cx + 110 * s, floor - 130 * s], [cx + 200 * s, floor - 420 * s], [cx + 260 * s, floor - 440 * s]], 24 * s), GRAPHITE);
  canvas.draw(stroke([[cx + 200 * s, floor - 420 * s], [cx + 140 * s, floor - 445 * s]], 24 * s), GRAPHITE);
  canvas.draw(stroke([[cx + 232 * s, floor - 432 * s], [cx + 262 * s, floor - 441 * s]], 26 * s), hex(accent));
  const body = roundRect(cx - 230 * s, floor - 190 * s, 400 * s, 150 * s, 28 * s);
  canvas.draw(body, linear(0, floor - 190 * s, 0, floor - 40 * s, [shade(GRAPHITE, 1.25), GRAPHITE, shade(GRAPHITE, 0.7)]));
  canvas.draw(roundRect(cx - 210 * s, floor - 178 * s, 360 * s, 34 * s, 14 * s), [255, 255, 255], { opacity: 0.1 });
  canvas.draw(roundRect(cx - 230 * s, floor - 100 * s, 400 * s, 10 * s), hex(accent));
  drawText(canvas, model, cx - 30 * s, floor - 150 * s, 30 * s, [245, 245, 248], { align: 'center' });
  canvas.draw(roundRect(cx - 220 * s, floor - 52 * s, 380 * s, 14 * s, 6 * s), shade(GLOW, 1.3));
  wheel(canvas, cx - 170 * s, floor - 30 * s, 32 * s);
  wheel(canvas, cx + 110 * s, floor - 30 * s, 32 * s);
}

/** Hand-held LED curing lamp for edges and stairs. */
export function drawHandheld(canvas: Canvas, cx: number, floor: number, scale: number, model: string, accent: string) {
  const s = scale;
  canvas.draw(ellipse(cx, floor, 220 * s, 36 * s), GLOW, { opacity: 0.5, soft: 44 * s });
  canvas.draw(stroke([[cx - 110 * s, floor - 190 * s], [cx - 90 * s, floor - 280 * s], [cx + 90 * s, floor - 280 * s], [cx + 110 * s, floor - 190 * s]], 26 * s), GRAPHITE);
  canvas.draw(stroke([[cx - 50 * s, floor - 281 * s], [cx + 50 * s, floor - 281 * s]], 30 * s), hex(accent));
  const body = roundRect(cx - 170 * s, floor - 200 * s, 340 * s, 150 * s, 34 * s);
  canvas.draw(body, linear(0, floor - 200 * s, 0, floor - 50 * s, [shade(GRAPHITE, 1.3), GRAPHITE, shade(GRAPHITE, 0.75)]));
  drawText(canvas, model, cx, floor - 150 * s, 28 * s, [245, 245, 248], { align: 'center' });
  canvas.draw(roundRect(cx - 170 * s, floor - 100 * s, 340 * s, 8 * s), hex(accent));
  canvas.draw(roundRect(cx - 150 * s, floor - 60 * s, 300 * s, 16 * s, 7 * s), shade(GLOW, 1.35));
  canvas.draw(stroke([[cx + 160 * s, floor - 90 * s], [cx + 250 * s, floor - 40 * s], [cx + 330 * s, floor - 20 * s]], 9 * s), [30, 32, 36]);
}

/** Replacement LED module: a heat-sink board with rows of emitters. */
export function drawModule(canvas: Canvas, cx: number, floor: number, scale: number, accent: string) {
  const s = scale;
  canvas.draw(ellipse(cx, floor, 260 * s, 30 * s), [40, 30, 30], { opacity: 0.3, soft: 24 * s });
  for (let i = 0; i < 12; i++) {
    canvas.draw(roundRect(cx - 210 * s + i * 36 * s, floor - 250 * s, 16 * s, 90 * s, 4 * s), linear(0, floor - 250 * s, 0, floor - 160 * s, [[210, 214, 220], [150, 154, 160]]));
  }
  canvas.draw(roundRect(cx - 230 * s, floor - 170 * s, 460 * s, 150 * s, 14 * s), linear(0, floor - 170 * s, 0, floor - 20 * s, [[44, 62, 54], [24, 36, 30]]));
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 9; col++) {
      const x = cx - 190 * s + col * 47.5 * s;
      const y = floor - 140 * s + row * 40 * s;
      canvas.draw(circle(x + 11 * s, y + 11 * s, 22 * s), GLOW, { opacity: 0.35, soft: 14 * s });
      canvas.draw(roundRect(x, y, 22 * s, 22 * s, 5 * s), [250, 248, 240]);
      canvas.draw(circle(x + 11 * s, y + 11 * s, 7 * s), [214, 205, 255]);
    }
  }
  canvas.draw(roundRect(cx - 230 * s, floor - 34 * s, 460 * s, 8 * s), hex(accent));
}

/** A stack of applicator / buffing pads. */
export function drawPads(canvas: Canvas, cx: number, floor: number, scale: number, colours: string[]) {
  const s = scale;
  canvas.draw(ellipse(cx, floor, 260 * s, 40 * s), [40, 30, 30], { opacity: 0.3, soft: 26 * s });
  colours.forEach((colour, i) => {
    const base = floor - i * 48 * s;
    const c = hex(colour);
    canvas.draw(roundRect(cx - 220 * s, base - 44 * s, 440 * s, 44 * s), linear(cx - 220 * s, 0, cx + 220 * s, 0, [shade(c, 0.75), shade(c, 1.05), shade(c, 0.7)]));
    canvas.draw(ellipse(cx, base, 220 * s, 38 * s), shade(c, 0.7), { clip: roundRect(cx - 221 * s, base - 2 * s, 442 * s, 50 * s) });
    canvas.draw(ellipse(cx, base - 44 * s, 220 * s, 38 * s), shade(c, 1.08));
    canvas.draw(ellipse(cx, base - 44 * s, 40 * s, 7 * s), shade(c, 0.78));
  });
}
