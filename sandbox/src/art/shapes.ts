import type { Shape } from './canvas';

export function circle(cx: number, cy: number, r: number): Shape {
  return { sdf: (x, y) => Math.hypot(x - cx, y - cy) - r, bounds: [cx - r, cy - r, cx + r, cy + r] };
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  return {
    // First-order distance: the implicit value over its gradient's length.
    sdf: (x, y) => {
      const u = (x - cx) / rx;
      const v = (y - cy) / ry;
      const length = Math.hypot(u, v);
      const gradient = Math.hypot(u / rx, v / ry) / (length || 1);
      return (length - 1) / (gradient || 1 / Math.min(rx, ry));
    },
    bounds: [cx - rx, cy - ry, cx + rx, cy + ry],
  };
}

export function roundRect(x: number, y: number, w: number, h: number, r = 0): Shape {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const hx = w / 2 - r;
  const hy = h / 2 - r;
  return {
    sdf: (px, py) => {
      const qx = Math.abs(px - cx) - hx;
      const qy = Math.abs(py - cy) - hy;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
    bounds: [x, y, x + w, y + h],
  };
}

/** Distance from a point to the segment a→b. */
export function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** A thick polyline with round caps (handles, cables, strokes of letters). */
export function stroke(points: readonly (readonly [number, number])[], width: number): Shape {
  const r = width / 2;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    sdf: (x, y) => {
      let d = Infinity;
      for (let i = 0; i < points.length - 1; i++) {
        d = Math.min(d, segmentDistance(x, y, points[i][0], points[i][1], points[i + 1][0], points[i + 1][1]));
      }
      if (points.length === 1) d = Math.hypot(x - points[0][0], y - points[0][1]);
      return d - r;
    },
    bounds: [Math.min(...xs) - r, Math.min(...ys) - r, Math.max(...xs) + r, Math.max(...ys) + r],
  };
}

/** Convex or concave polygon (even-odd), for wedges and shields. */
export function polygon(points: readonly (readonly [number, number])[]): Shape {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    sdf: (x, y) => {
      let d = Infinity;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i];
        const [xj, yj] = points[j];
        d = Math.min(d, segmentDistance(x, y, xi, yi, xj, yj));
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside ? -d : d;
    },
    bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}

/** Points along an ellipse arc; angles in degrees, y grows downwards (90 = bottom). */
export function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): [number, number][] {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as [number, number];
  });
}
