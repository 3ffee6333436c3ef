import { encodePng } from './png';

export type RGB = readonly [number, number, number];
export type Paint = RGB | ((x: number, y: number) => RGB);

/** A shape as a signed distance (negative inside) plus the box it lives in. */
export interface Shape {
  sdf: (x: number, y: number) => number;
  bounds: readonly [number, number, number, number];
}

export interface PaintOptions {
  opacity?: number;
  /** Edge width in pixels: 1 = crisp anti-aliased edge, larger = soft (shadows, glows). */
  soft?: number;
  clip?: Shape;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** An RGB raster with anti-aliased shape painting, enough to draw product shots in pure Node. */
export class Canvas {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Paint = [255, 255, 255],
  ) {
    this.pixels = new Float32Array(width * height * 3);
    this.fill(background);
  }

  fill(paint: Paint) {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.blend(x, y, colourAt(paint, x + 0.5, y + 0.5), 1);
    }
  }

  draw(shape: Shape, paint: Paint, options: PaintOptions = {}) {
    const soft = options.soft ?? 1;
    const opacity = options.opacity ?? 1;
    const pad = Math.ceil(soft);
    const [x0, y0, x1, y1] = shape.bounds;
    const startX = Math.max(0, Math.floor(x0) - pad);
    const endX = Math.min(this.width, Math.ceil(x1) + pad);
    const startY = Math.max(0, Math.floor(y0) - pad);
    const endY = Math.min(this.height, Math.ceil(y1) + pad);
    for (let y = startY; y < endY; y++) {
      for (let x = startX; x < endX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        let coverage = clamp01(0.5 - shape.sdf(px, py) / soft);
        if (coverage === 0) continue;
        if (options.clip) coverage *= clamp01(0.5 - options.clip.sdf(px, py));
        if (coverage > 0) this.blend(x, y, colourAt(paint, px, py), coverage * opacity);
      }
    }
  }

  private blend(x: number, y: number, colour: RGB, alpha: number) {
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    p[i] += (colour[0] - p[i]) * alpha;
    p[i + 1] += (colour[1] - p[i + 1]) * alpha;
    p[i + 2] += (colour[2] - p[i + 2]) * alpha;
  }

  toPng(): Buffer {
    const bytes = new Uint8Array(this.pixels.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(this.pixels[i])));
    return encodePng(this.width, this.height, bytes);
  }
}

function colourAt(paint: Paint, x: number, y: number): RGB {
  return typeof paint === 'function' ? paint(x, y) : paint;
}

export function hex(value: string): RGB {
  const n = parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Multiplies brightness: < 1 darker, > 1 lighter (towards white above 1). */
export function shade(c: RGB, factor: number): RGB {
  return factor <= 1 ? mix([0, 0, 0], c, factor) : mix(c, [255, 255, 255], factor - 1);
}

/** Linear gradient along (x0,y0)→(x1,y1) through evenly spaced stops. */
export function linear(x0: number, y0: number, x1: number, y1: number, stops: RGB[]): Paint {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy || 1;
  return (x, y) => {
    const t = clamp01(((x - x0) * dx + (y - y0) * dy) / length2) * (stops.length - 1);
    const i = Math.min(stops.length - 2, Math.floor(t));
    return mix(stops[i], stops[i + 1], t - i);
  };
}

export function radial(cx: number, cy: number, r: number, inner: RGB, outer: RGB): Paint {
  return (x, y) => mix(inner, outer, clamp01(Math.hypot(x - cx, y - cy) / r));
}

/** Horizontal shading of a cylinder (cans, rollers): light from the upper left. */
export function cylinder(left: number, right: number, base: RGB): Paint {
  return (x) => {
    const t = clamp01((x - left) / (right - left)) * 2 - 1;
    const light = 0.72 + 0.38 * Math.sqrt(1 - t * t) - 0.12 * t;
    const highlight = Math.exp(-(((t + 0.45) / 0.09) ** 2)) * 0.35;
    return shade(base, light + highlight);
  };
}
