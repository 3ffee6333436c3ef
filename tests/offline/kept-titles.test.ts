import { fileTitleOf, pageTitleOf } from '@/modules/offline/kept-titles';

const SHOP = 'LED Floor Finishes';

describe('the names the offline page lists', () => {
  it("names a page by its title, without the shop's ending", () => {
    const html = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Nordwood Pure LED Hardwax Oil | LED Floor Finishes</title></head><body><title>svg</title></body></html>';
    expect(pageTitleOf(html, SHOP)).toBe('Nordwood Pure LED Hardwax Oil');
    expect(pageTitleOf('<title>LED Floor Finishes — LED-cured wood-floor finishes</title>', SHOP)).toBe('LED Floor Finishes — LED-cured wood-floor finishes');
  });

  it('decodes character references once, and shows markup in a title as text', () => {
    expect(pageTitleOf('<title>Oils &amp; waxes | LED Floor Finishes</title>', SHOP)).toBe('Oils & waxes');
    expect(pageTitleOf('<title>&amp;lt;b&amp;gt; &#39;Hi&#x27; &#x1F600; &bogus;</title>', SHOP)).toBe("&lt;b&gt; 'Hi' 😀 &bogus;");
    expect(pageTitleOf('<title>&#0; &#x110000;</title>', SHOP)).toBe('&#0; &#x110000;');
  });

  it('has no name for a page without a title (the list then shows its address)', () => {
    expect(pageTitleOf('<html><head></head></html>', SHOP)).toBeNull();
    expect(pageTitleOf('<title> | LED Floor Finishes</title>', SHOP)).toBeNull();
  });

  it('names a file by the name it downloads as, else by the last part of its path', () => {
    expect(fileTitleOf('/account/jobs/3/pack', 'attachment; filename="job-pack-miller-kitchen.pdf"')).toBe('job-pack-miller-kitchen.pdf');
    expect(fileTitleOf('/uploads/pdf/technical/Hardwax%20Oil%20TDS.pdf', 'attachment')).toBe('Hardwax Oil TDS.pdf');
    expect(fileTitleOf('/uploads/pdf/technical/bad%E0%A4.pdf', null)).toBe('bad%E0%A4.pdf');
  });
});
