import 'server-only';
import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

const [WIDTH, HEIGHT] = PageSizes.Letter;
const MARGIN = 54;
const GREY = rgb(0.35, 0.35, 0.35);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard fonts draw only WinAnsi characters; a job's name may hold anything (an emoji,
 * a Polish letter). Each character they lack becomes "?" rather than failing the whole pack.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC').replace(/[\p{Cc}\p{Cf}]/gu, ' ')].map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Words into lines no wider than `width` at `size`; a word longer than a line is cut. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Writes text down the pack's first pages, starting another page when one is full. The pages go
 * before any already in the document (the sheets, copied in as they arrived).
 */
export class PackWriter {
  private page: PDFPage;
  private y = HEIGHT - MARGIN;
  /** How many pages the writer has used. */
  pages = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.nextPage();
  }

  private nextPage() {
    this.pages += 1;
    return this.pdf.insertPage(this.pages - 1, PageSizes.Letter);
  }

  text(raw: string, { size = 11, bold = false, grey = false, indent = 0, gap = 4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, drawable(font, raw), size, WIDTH - 2 * MARGIN - indent)) {
      if (this.y - size < MARGIN) {
        this.page = this.nextPage();
        this.y = HEIGHT - MARGIN;
      }
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: grey ? GREY : undefined });
      this.y -= gap;
    }
  }

  heading(text: string) {
    this.space(10);
    this.text(text, { size: 14, bold: true, gap: 6 });
  }

  space(points: number) {
    this.y -= points;
  }
}
