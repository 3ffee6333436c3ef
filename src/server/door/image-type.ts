import 'server-only';
/**
 * The raster image types the shop takes and serves as images, told by their first bytes (never
 * by a name or a sender's claim). None of them can carry script: an SVG, HTML or XML file read
 * as one of these is only a broken picture.
 */
export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** Bytes needed to tell every type apart (WebP: "RIFF", size, "WEBP"). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function rasterTypeOf(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const isPdf = (bytes: Uint8Array) => startsWith(bytes, ascii('%PDF-'));
