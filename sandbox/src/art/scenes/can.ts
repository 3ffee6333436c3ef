import { type Canvas, type RGB, cylinder, hex, shade } from '../canvas';
import { drawText, textWidth } from '../font';
import { arc, ellipse, roundRect, stroke } from '../shapes';

export interface CanLook {
  brand: string;
  line: string;
  name: string;
  /** Label colour and accent colour of the brand. */
  label: string;
  accent: string;
  /** Colour of the finish, shown as a swatch band. */
  swatch: string;
}

const METAL: RGB = [188, 193, 200];

function fitText(canvas: Canvas, text: string, cx: number, top: number, size: number, max: number, paint: RGB) {
  const fitted = Math.min(size, (size * max) / Math.max(1, textWidth(text, size)));
  drawText(canvas, text, cx, top + (size - fitted) / 2, fitted, paint, { align: 'center' });
}

/** A paint tin standing on the floor at (cx, bottom); `scale` 1 = a 340 px wide tin. */
export function drawCan(canvas: Canvas, cx: number, bottom: number, scale: number, look: CanLook) {
  const w = 340 * scale;
  const h = 390 * scale;
  const left = cx - w / 2;
  const top = bottom - h;
  const lidRy = 26 * scale;
  canvas.draw(ellipse(cx, bottom, w * 0.62, 34 * scale), [60, 45, 30], { opacity: 0.35, soft: 28 * scale });
  const body = roundRect(left, top, w, h, 14 * scale);
  canvas.draw(body, cylinder(left, left + w, METAL));
  canvas.draw(ellipse(cx, bottom - 4 * scale, w / 2, lidRy), cylinder(left, left + w, shade(METAL, 0.8)), { clip: body });
  const labelTop = top + 78 * scale;
  const labelHeight = 236 * scale;
  canvas.draw(roundRect(left, labelTop, w, labelHeight), cylinder(left, left + w, hex(look.label)), { clip: body });
  canvas.draw(roundRect(left, labelTop + 8 * scale, w, 4 * scale), hex(look.accent), { clip: body });
  canvas.draw(roundRect(left, labelTop + labelHeight - 12 * scale, w, 4 * scale), hex(look.accent), { clip: body });
  fitText(canvas, look.brand, cx, labelTop + 34 * scale, 34 * scale, w * 0.78, [255, 255, 255]);
  fitText(canvas, look.line, cx, labelTop + 84 * scale, 15 * scale, w * 0.78, hex(look.accent));
  canvas.draw(roundRect(cx - 95 * scale, labelTop + 118 * scale, 190 * scale, 50 * scale, 10 * scale), [255, 255, 255]);
  canvas.draw(roundRect(cx - 89 * scale, labelTop + 124 * scale, 178 * scale, 38 * scale, 7 * scale), hex(look.swatch));
  fitText(canvas, look.name, cx, labelTop + 186 * scale, 14 * scale, w * 0.8, [255, 255, 255]);
  canvas.draw(ellipse(cx, top, w / 2 + 2 * scale, lidRy + 3 * scale), shade(METAL, 0.7));
  canvas.draw(ellipse(cx, top, w / 2 - 6 * scale, lidRy - 3 * scale), cylinder(left, left + w, shade(METAL, 1.08)));
  canvas.draw(ellipse(cx, top, w / 2 - 30 * scale, lidRy - 8 * scale), shade(METAL, 0.92), { opacity: 0.6 });
  const bail = arc(cx, top + 8 * scale, w / 2 + 6 * scale, 150 * scale, 185, 355);
  canvas.draw(stroke(bail, 7 * scale), [70, 72, 78]);
  for (const side of [-1, 1]) canvas.draw(ellipse(cx + side * (w / 2 - 2 * scale), top + 14 * scale, 9 * scale, 12 * scale), shade(METAL, 0.6));
}

/** A fan of colour chips beside a stain tin. */
export function drawChips(canvas: Canvas, x: number, bottom: number, scale: number, colours: string[]) {
  colours.slice(0, 6).forEach((colour, i) => {
    const chipTop = bottom - (180 - i * 12) * scale;
    const left = x + i * 34 * scale;
    canvas.draw(roundRect(left + 4 * scale, chipTop + 6 * scale, 70 * scale, 170 * scale, 8 * scale), [60, 45, 30], { opacity: 0.18, soft: 8 * scale });
    canvas.draw(roundRect(left, chipTop, 70 * scale, 170 * scale, 8 * scale), [252, 250, 246]);
    canvas.draw(roundRect(left + 6 * scale, chipTop + 6 * scale, 58 * scale, 120 * scale, 5 * scale), hex(colour));
  });
}
