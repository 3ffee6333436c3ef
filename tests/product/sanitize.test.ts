// @vitest-environment node
import { htmlToText, sanitizeHtml } from '@/server/security/sanitize';

describe('sanitizeHtml', () => {
  it('keeps editor formatting', () => {
    const html = '<p>Cures <strong>instantly</strong>.</p><h3>Use</h3><ul><li>Sand to P120</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe></p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(clean).toContain('Hi');
  });

  it('keeps the page to one h1 and makes new-tab links safe', () => {
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeHtml('<a href="https://nwfa.org" target="_blank">NWFA</a>')).toBe(
      '<a href="https://nwfa.org" target="_blank" rel="noopener noreferrer">NWFA</a>',
    );
  });

  it('turns editor HTML into plain text for descriptions', () => {
    expect(htmlToText('<p>Oak &amp; ash</p>\n<ul><li>fast</li></ul>')).toBe('Oak & ash fast');
  });
});
