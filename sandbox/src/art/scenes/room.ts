import { Canvas, type RGB, hex, linear, mix } from '../canvas';
import { polygon, roundRect } from '../shapes';
import { drawPerspectiveFloor, finishedWood, hash } from './wood';

export interface RoomLook {
  /** Colour of the oil on the floor. */
  finish: string;
  wall?: string;
  seed: number;
}

/** A sunlit room with a finished plank floor: hero, articles, services, reviews, media. */
export function drawRoom(width: number, height: number, look: RoomLook): Canvas {
  const wall = hex(look.wall ?? '#ece5da');
  const canvas = new Canvas(width, height, linear(0, 0, 0, height * 0.55, [mix(wall, [255, 255, 255], 0.35), wall]));
  const wallLine = height * (0.5 + 0.06 * hash(look.seed, 2));
  const eyeLine = height * 0.3;
  const windowLeft = width * (0.12 + 0.5 * hash(look.seed, 3));
  const windowWidth = width * 0.26;
  const windowTop = height * 0.1;
  const windowBottom = wallLine - height * 0.08;
  const sky: RGB[] = [hex('#cfe3f2'), hex('#f4f8fb')];
  canvas.draw(roundRect(windowLeft - 8, windowTop - 8, windowWidth + 16, windowBottom - windowTop + 16, 4), hex('#fbfaf7'));
  canvas.draw(roundRect(windowLeft, windowTop, windowWidth, windowBottom - windowTop, 2), linear(0, windowTop, 0, windowBottom, sky));
  const mullion = roundRect(windowLeft + windowWidth / 2 - 4, windowTop, 8, windowBottom - windowTop);
  canvas.draw(mullion, hex('#fbfaf7'));
  canvas.draw(roundRect(windowLeft, (windowTop + windowBottom) / 2 - 4, windowWidth, 8), hex('#fbfaf7'));
  drawPerspectiveFloor(canvas, wallLine, eyeLine, finishedWood(hex(look.finish)), look.seed);
  canvas.draw(roundRect(0, wallLine - height * 0.035, width, height * 0.035), hex('#f7f4ef'));
  canvas.draw(roundRect(0, wallLine - 2, width, 3), hex('#d8d0c4'));
  const beamShift = width * 0.18;
  canvas.draw(
    polygon([
      [windowLeft, wallLine],
      [windowLeft + windowWidth, wallLine],
      [windowLeft + windowWidth + beamShift * 1.6, height],
      [windowLeft + beamShift * 0.4, height],
    ]),
    [255, 246, 225],
    { opacity: 0.2, soft: 30 },
  );
  return canvas;
}
