import type { CanLook } from '../art/scenes/can';
import { mulberry32 } from '../random';
import { PALETTE, hexOf } from './seed-colors';
import { lightSheet, oilSheet } from './seed-sheets';
import { ARBORIS, HAND_HELD, LIGHTS, NORDWOOD, SPARE_PARTS, STAINS, WALK_BEHIND, type PriceSeed, type ProductSeed, describe, priceGrid } from './seed-types';

/**
 * A large catalogue for scale work: SANDBOX_CATALOGUE_SIZE products in all, the hand-written seed
 * first and generated products after it. Product k is drawn from its own seeded PRNG, so it is the
 * same at every size and on every start; generated products are older than every hand-written one,
 * so the newest-first list (the default) still opens with the hand-written seed.
 */

const SEED = 0x1ed_f100;

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function pickSome<T>(random: Random, values: readonly T[], count: number): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const DESCRIPTORS = ['Heritage', 'Studio', 'Coastal', 'Alpine', 'Urban', 'Harbour', 'Meadow', 'Atelier', 'Fjord', 'Prairie', 'Summit', 'Loft', 'Cabin', 'Gallery', 'Terrace', 'Workshop', 'Orchard', 'Granary', 'Parquet', 'Chevron', 'Plank', 'Estate', 'Townhouse', 'Boathouse'];

interface OilFamily {
  name: string;
  line: 'Nordwood' | 'Arboris';
  sheens: string[];
  sizes: [string, number][];
  rate: number;
  stain?: boolean;
}

const OIL_FAMILIES: OilFamily[] = [
  { name: 'LED Hardwax Oil', line: 'Nordwood', sheens: ['Matte', 'Satin', 'Semi-gloss'], sizes: [['1 L', 79], ['2.5 L', 179], ['5 L', 329]], rate: 30 },
  { name: 'LED Color Oil', line: 'Nordwood', sheens: ['Matte', 'Satin'], sizes: [['1 L', 89], ['2.5 L', 199]], rate: 28 },
  { name: 'LED Color Stain', line: 'Nordwood', sheens: ['Matte'], sizes: [['0.5 L', 39], ['1 L', 69]], rate: 18, stain: true },
  { name: 'Maintenance Oil', line: 'Nordwood', sheens: ['Matte', 'Satin'], sizes: [['1 L', 49], ['2.5 L', 109]], rate: 40 },
  { name: 'UV-LED Oil', line: 'Arboris', sheens: ['Ultra-matte', 'Matte', 'Satin'], sizes: [['1 L', 84], ['2.5 L', 189], ['5 L', 349]], rate: 25 },
  { name: 'UV-LED Topcoat', line: 'Arboris', sheens: ['Satin', 'Gloss'], sizes: [['1 L', 99], ['5 L', 364]], rate: 28 },
  { name: 'Deep Stain', line: 'Arboris', sheens: ['Matte'], sizes: [['0.5 L', 45], ['1 L', 79]], rate: 17, stain: true },
  { name: 'Primer Oil', line: 'Arboris', sheens: ['Matte'], sizes: [['1 L', 69], ['5 L', 289]], rate: 45 },
];

const LIGHT_FAMILIES = [
  { name: 'Walk-Behind LED Curing Machine', category: WALK_BEHIND, art: 'machine' as const, widths: [10, 12, 16, 20, 24] },
  { name: 'Handheld LED Lamp', category: HAND_HELD, art: 'handheld' as const, widths: [4, 6, 8] },
  { name: 'Replacement LED Module', category: SPARE_PARTS, art: 'module' as const, widths: [6, 12, 16] },
];

const LABELS = { Nordwood: { label: '#1f4d3a', accent: '#c9a55a' }, Arboris: { label: '#2a3a4f', accent: '#e07a3f' } };

/** Jan 2019 to the end of 2022: before the first hand-written product (2023-01-09). */
function createdAt(random: Random): string {
  const start = Date.UTC(2019, 0, 1);
  const end = Date.UTC(2022, 11, 31);
  const day = new Date(start + Math.floor(random() * ((end - start) / 86_400_000)) * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T09:00:00Z`;
}

function oilSeed(random: Random, number: number): ProductSeed {
  const family = pick(random, OIL_FAMILIES);
  const descriptor = pick(random, DESCRIPTORS);
  const colours = pickSome(random, PALETTE, family.stain ? between(random, 3, 6) : between(random, 1, 3));
  const lead = colours[0];
  const title = `${family.line} ${descriptor} ${lead.name} ${family.name} ${number}`;
  const slug = slugify(title);
  const lift = between(random, -8, 24);
  const sheens = pickSome(random, family.sheens, between(random, 1, family.sheens.length));
  const prices: PriceSeed[] = priceGrid(sheens, family.sizes.map(([type, price]) => [type, price + lift]), 5);
  const can: CanLook = { brand: family.line.toUpperCase(), line: family.name.toUpperCase(), name: `${descriptor} ${lead.name}`.toUpperCase(), ...LABELS[family.line], swatch: lead.hex };
  const line = family.line === 'Nordwood' ? NORDWOOD : ARBORIS;
  const shades = colours.map((c) => c.name).join(', ');
  return {
    slug,
    title,
    categories: family.stain ? [line, STAINS(line.id)] : [line],
    colorIds: colours.map((c) => c.id),
    prices,
    art: family.stain ? { kind: 'stain', can, chips: colours.map((c) => c.hex) } : { kind: 'can', can },
    finish: lead.hex,
    short_description: `${family.name} from the ${family.line} line in ${shades}, cured in one pass under LED light.`,
    description: describe(
      `The ${descriptor} edition of our ${family.name.toLowerCase()}: ${shades} on white oak, tuned for ${descriptor.toLowerCase()} interiors.`,
      [`${sheens.join(', ')} ${sheens.length > 1 ? 'sheens' : 'sheen'}`, 'Cures instantly under 365–395 nm LED light', 'Foot traffic right after curing'],
      `Apply ${family.stain ? 'one coat' : 'two coats'} at about ${family.rate} m² per litre per coat and cure each coat at 3 m per minute.`,
    ),
    technical: oilSheet({ Coverage: `${family.rate} m² per litre per coat` }),
    servicePdfsFrom: [],
    request_kind: family.stain && random() < 0.3 ? 'custom_color' : null,
    created_at: createdAt(random),
    coverage: { rate: family.rate },
  };
}

function lightSeed(random: Random, number: number): ProductSeed {
  const family = pick(random, LIGHT_FAMILIES);
  const width = pick(random, family.widths);
  const title = `LumaCure ${width}-inch ${family.name} ${number}`;
  const onRequest = family.art === 'machine';
  const prices: PriceSeed[] = onRequest ? [] : [{ tag: 'Standard', type: 'Unit', price: (family.art === 'module' ? 180 : 640) + width * between(random, 20, 40) }];
  const accent = pick(random, ['#7a5cff', '#3fb8e0', '#e07a3f']);
  return {
    slug: slugify(title),
    title,
    categories: [LIGHTS, family.category],
    colorIds: [],
    prices,
    art: family.art === 'module' ? { kind: 'module', accent } : { kind: family.art, model: `LUMACURE ${width}`, accent },
    finish: hexOf(1),
    short_description: `${width}-inch ${family.name.toLowerCase()} for LED-cured floor finishes.${onRequest ? ' Price and lease terms on request.' : ''}`,
    description: describe(
      `A ${width}-inch ${family.name.toLowerCase()} from the LumaCure range, matched to every Nordwood and Arboris oil.`,
      [`${width} in (${Math.round(width * 25.4)} mm) curing width`, 'Dual-band 365/395 nm LEDs'],
      'Keep the lamp 10 mm above the floor and move at 3 m per minute.',
    ),
    technical: lightSheet({ 'Curing width': `${width} in` }),
    servicePdfsFrom: [],
    request_kind: onRequest ? 'upon_request' : null,
    created_at: createdAt(random),
  };
}

/** The k-th generated product (k from 0); numbered from 1001 so no title or slug repeats a hand-written one. */
export function generatedSeed(k: number): ProductSeed {
  const random = mulberry32(SEED + k);
  const seed = random() < 0.85 ? oilSeed(random, 1001 + k) : lightSeed(random, 1001 + k);
  return { ...seed, generated: true };
}

export function generatedSeeds(count: number): ProductSeed[] {
  return Array.from({ length: Math.max(0, count) }, (_, k) => generatedSeed(k));
}

/** SANDBOX_CATALOGUE_SIZE: products in all; unset, empty or below the hand-written count means the hand-written seed alone. */
export function catalogueSizeOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0 || size > 200_000) throw new Error(`SANDBOX_CATALOGUE_SIZE must be a whole number from 0 to 200000, not "${raw}".`);
  return size;
}
