import { CONTACT, SHOP_NAME } from '@/shared/config/constants';

export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  /** Two-column rows, e.g. a technical data table. */
  rows?: [string, string][];
}

export interface PdfDocument {
  title: string;
  subtitle: string;
  sections: PdfSection[];
}

type Line = { font: 'F1' | 'F2'; size: number; text: string; x: number; gap: number };

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const BODY_CHARS = 98;

const ascii = (value: string) =>
  value
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
    .replace(/[\\()]/g, (ch) => `\\${ch}`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function layout(doc: PdfDocument): Line[] {
  const lines: Line[] = [
    { font: 'F2', size: 20, text: doc.title, x: MARGIN, gap: 0 },
    { font: 'F1', size: 11, text: doc.subtitle, x: MARGIN, gap: 22 },
  ];
  for (const section of doc.sections) {
    lines.push({ font: 'F2', size: 12, text: section.heading, x: MARGIN, gap: 28 });
    for (const paragraph of section.paragraphs ?? []) {
      wrap(paragraph, BODY_CHARS).forEach((text, i) => lines.push({ font: 'F1', size: 10, text, x: MARGIN, gap: i === 0 ? 18 : 14 }));
    }
    for (const [key, value] of section.rows ?? []) {
      lines.push({ font: 'F2', size: 10, text: key, x: MARGIN, gap: 16 });
      wrap(value, 62).forEach((text, i) => lines.push({ font: 'F1', size: 10, text, x: MARGIN + 200, gap: i === 0 ? 0 : 14 }));
    }
  }
  return lines;
}

function pageStream(lines: Line[], page: number, pages: number): string {
  const ops = [
    '0.12 0.30 0.23 rg',
    `0 ${PAGE_HEIGHT - 64} ${PAGE_WIDTH} 64 re f`,
    `BT /F2 14 Tf 1 1 1 rg ${MARGIN} ${PAGE_HEIGHT - 40} Td (${ascii(SHOP_NAME)}) Tj ET`,
    `BT /F1 9 Tf 0.45 0.45 0.45 rg ${MARGIN} 36 Td (${ascii(`${CONTACT.phone} - ${CONTACT.email} - page ${page} of ${pages}`)}) Tj ET`,
    '0.1 0.1 0.1 rg',
  ];
  let y = PAGE_HEIGHT - 110;
  for (const line of lines) {
    y -= line.gap;
    ops.push(`BT /${line.font} ${line.size} Tf ${line.x} ${y} Td (${ascii(line.text)}) Tj ET`);
  }
  return ops.join('\n');
}

/** A small, valid, text-only PDF (Helvetica, US Letter), paginated. */
export function renderPdf(doc: PdfDocument): Buffer {
  const pages: Line[][] = [[]];
  let used = 0;
  for (const line of layout(doc)) {
    if (used + line.gap > PAGE_HEIGHT - 200) {
      pages.push([]);
      used = 0;
      line.gap = 0;
    }
    used += line.gap;
    pages[pages.length - 1].push(line);
  }
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const stream = pageStream(lines, i + 1, pages.length);
    objects[pageIds[i]] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${ascii(doc.title)}) /Producer (${ascii(SHOP_NAME)} sandbox) >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
