/** Rows of the technical data sheets; product seeds override what differs. */

export function oilSheet(overrides: Record<string, string> = {}): [string, string][] {
  const rows: Record<string, string> = {
    Binder: 'Plant-based oils and waxes with acrylate-functional resins',
    Curing: 'Instant under 365–395 nm LED light; one pass at 3 m per minute',
    Coverage: '30–40 m² per litre per coat (320–430 sq ft per quart-litre)',
    Coats: 'Two on bare wood; one over a cured stain',
    VOC: 'Below 5 g/L, no isocyanates, no solvents',
    'Foot traffic': 'Immediately after curing',
    'Full load and rugs': 'After 24 hours',
    'Tool cleaning': 'Mineral spirits before curing; cured residue peels off',
    Storage: '24 months unopened, 5–30 °C, away from daylight',
    ...overrides,
  };
  return Object.entries(rows);
}

export function lightSheet(overrides: Record<string, string>): [string, string][] {
  const rows: Record<string, string> = {
    Wavelength: '365 nm and 395 nm dual-band LED array',
    'Supply voltage': '120 V / 60 Hz (230 V on request)',
    'LED lifetime': 'More than 20,000 hours',
    Cooling: 'Passive heat sink with temperature cut-off',
    Warranty: '2 years; LED modules 5 years',
    ...overrides,
  };
  return Object.entries(rows);
}
