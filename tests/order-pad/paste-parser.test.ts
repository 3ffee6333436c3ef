// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import { parsePaste, splitCells } from '@/modules/order-pad/paste-parser';

const usable = (text: string, count: number) => expect.objectContaining({ text, count, problem: null });

describe('parsePaste', () => {
  it('reads tab-separated lines as a spreadsheet copies them', () => {
    expect(parsePaste('Nordwood Pure LED Hardwax Oil\t2\nnordwood-led-color-stain\t10')).toEqual([
      { lineNumber: 1, original: 'Nordwood Pure LED Hardwax Oil\t2', text: 'Nordwood Pure LED Hardwax Oil', count: 2, problem: null },
      { lineNumber: 2, original: 'nordwood-led-color-stain\t10', text: 'nordwood-led-color-stain', count: 10, problem: null },
    ]);
  });

  it('reads commas and semicolons, and a tab wins over a comma inside the name', () => {
    expect(parsePaste('Arboris Deep Stain, 3\nArboris Deep Stain;4\nOil, satin\t5')).toEqual([
      usable('Arboris Deep Stain', 3),
      usable('Arboris Deep Stain', 4),
      usable('Oil, satin', 5),
    ]);
  });

  it('honours quoted cells with separators and doubled quotes inside', () => {
    expect(parsePaste('"Oil, satin",2\n"The ""best"" oil";1')).toEqual([usable('Oil, satin', 2), usable('The "best" oil', 1)]);
    expect(splitCells('"a,b",  "c" ,d')).toEqual(['a,b', 'c', 'd']);
  });

  it('skips blank lines (and lines of empty cells) but keeps line numbers true to the paste', () => {
    const lines = parsePaste('\n\nArboris Deep Stain,1\n   \n,,\t\nLumaCure Edge Mini LED Lamp,2\n');
    expect(lines.map((line) => [line.lineNumber, line.text])).toEqual([
      [3, 'Arboris Deep Stain'],
      [6, 'LumaCure Edge Mini LED Lamp'],
    ]);
  });

  it('skips a header row, only as the first line with content', () => {
    expect(parsePaste('Product\tQty\nArboris Deep Stain\t1')).toEqual([usable('Arboris Deep Stain', 1)]);
    expect(parsePaste('\nname,count\nArboris Deep Stain,1')).toEqual([usable('Arboris Deep Stain', 1)]);
    // Further down, the same words are a line that is not understood, kept with its reason.
    const [, later] = parsePaste('Arboris Deep Stain,1\nProduct,Qty');
    expect(later).toMatchObject({ text: 'Product', count: null, problem: 'The count “Qty” is not a number.' });
  });

  it('keeps a line with a missing, zero, negative, fractional, non-numeric or too large count, with the reason', () => {
    const lines = parsePaste(['Oil A', 'Oil B, 0', 'Oil C, -2', 'Oil D, 1.5', 'Oil E, two', 'Oil F, 11', 'Oil G, 2.0'].join('\n'));
    expect(lines.map(({ text, count, problem }) => ({ text, count, problem }))).toEqual([
      { text: 'Oil A', count: null, problem: 'No count: add one after the product, e.g. “Nordwood Pure LED Hardwax Oil, 2”.' },
      { text: 'Oil B', count: null, problem: 'The count must be at least 1.' },
      { text: 'Oil C', count: null, problem: 'The count must be at least 1.' },
      { text: 'Oil D', count: null, problem: 'The count “1.5” is not a whole number.' },
      { text: 'Oil E', count: null, problem: 'The count “two” is not a number.' },
      { text: 'Oil F', count: null, problem: MAX_QUANTITY_MESSAGE },
      { text: 'Oil G', count: 2, problem: null },
    ]);
  });

  it('marks a line with a count but no product', () => {
    expect(parsePaste('\t4')).toEqual([{ lineNumber: 1, original: '\t4', text: '', count: 4, problem: 'No product on this line.' }]);
  });

  it('reads Windows and old Mac line endings and trims trailing spaces', () => {
    const lines = parsePaste('Arboris Deep Stain\t2   \r\nLumaCure Edge Mini LED Lamp , 1 \rNordwood Maintenance Oil;3\r\n');
    expect(lines).toEqual([usable('Arboris Deep Stain', 2), usable('LumaCure Edge Mini LED Lamp', 1), usable('Nordwood Maintenance Oil', 3)]);
    expect(lines[0].original).toBe('Arboris Deep Stain\t2');
  });

  it('ignores cells after the count (a price column, a note)', () => {
    expect(parsePaste('Arboris Deep Stain\t2\t$89\tfor the hallway')).toEqual([usable('Arboris Deep Stain', 2)]);
  });
});
