import { Canvas, type RGB, hex, linear, radial, shade } from '../canvas';
import { drawText, textWidth } from '../font';
import { arc, circle, polygon, roundRect, stroke } from '../shapes';

const METALS: [string, string][] = [
  ['#e2b64c', '#8a6418'],
  ['#d9dde2', '#7d858f'],
  ['#d99a62', '#7a4a22'],
];
const RIBBONS = ['#1f4d3a', '#2a3a4f', '#7a2e2e', '#4b3b78', '#1d5c63'];

/** Award medal, 256 × 222, varied by index: metal, ribbon colour, year and a star. */
export function awardBadge(index: number, year: number, width = 256, height = 222): Canvas {
  const canvas = new Canvas(width, height, linear(0, 0, 0, height, [hex('#fbf8f2'), hex('#efe8dc')]));
  const [light, dark] = METALS[index % METALS.length].map(hex);
  const ribbon = hex(RIBBONS[index % RIBBONS.length]);
  const cx = width / 2;
  const cy = 92;
  canvas.draw(polygon([[cx - 52, cy + 20], [cx - 14, cy + 30], [cx - 30, 212], [cx - 46, 196], [cx - 66, 206]]), shade(ribbon, 0.85));
  canvas.draw(polygon([[cx + 52, cy + 20], [cx + 14, cy + 30], [cx + 30, 212], [cx + 46, 196], [cx + 66, 206]]), ribbon);
  canvas.draw(circle(cx + 3, cy + 5, 70), [60, 45, 20], { opacity: 0.25, soft: 12 });
  canvas.draw(circle(cx, cy, 70), radial(cx - 25, cy - 25, 110, shade(light, 1.2), dark));
  canvas.draw(circle(cx, cy, 56), radial(cx + 20, cy + 20, 90, light, shade(dark, 1.1)));
  for (const side of [-1, 1]) {
    const leaves = arc(cx, cy, 46, 46, side < 0 ? 110 : 70, side < 0 ? 220 : -40);
    canvas.draw(stroke(leaves, 3), shade(dark, 0.8));
    leaves.filter((_, i) => i % 2 === 1).forEach(([x, y]) => canvas.draw(circle(x, y, 4), shade(dark, 0.85)));
  }
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = (-90 + i * 36) * (Math.PI / 180);
    const r = i % 2 === 0 ? 22 : 9;
    return [cx + r * Math.cos(a), cy - 10 + r * Math.sin(a)] as [number, number];
  });
  canvas.draw(polygon(star), shade(light, 1.3));
  drawText(canvas, String(year), cx, cy + 18, 14, shade(dark, 0.55), { align: 'center', weight: 0.16 });
  return canvas;
}

export interface CarrierLook {
  text: string[];
  background: string;
  colours: string[];
}

/** Carrier badge for shipping rates (provider_image_75): coloured tile with the carrier's initials. */
export function carrierBadge(look: CarrierLook, width = 150, height = 75): Canvas {
  const canvas = new Canvas(width, height, [255, 255, 255]);
  canvas.draw(roundRect(1, 1, width - 2, height - 2, 12), hex('#d5d8dd'));
  canvas.draw(roundRect(2, 2, width - 4, height - 4, 11), hex(look.background));
  const natural = look.text.reduce((sum, part) => sum + textWidth(part, 28), 0);
  const size = Math.min(28, (28 * (width - 28)) / natural);
  const total = look.text.reduce((sum, part) => sum + textWidth(part, size), 0);
  let x = (width - total) / 2;
  look.text.forEach((part, i) => {
    const paint: RGB = hex(look.colours[i] ?? look.colours[0]);
    drawText(canvas, part, x, (height - size) / 2, size, paint, { weight: 0.2 });
    x += textWidth(part, size);
  });
  return canvas;
}
