import { staticFilesOf } from '../../scripts/lib/offline-files.mjs';

describe("the worker's precache list", () => {
  it("takes each of the offline page's build files once, without the /_next/static/ prefix or a query", () => {
    const html = `<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/><script src="/_next/static/chunks/b2.js" async=""></script>
      <script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/b2.js\\"]"])</script><link rel="preload" href="/_next/static/media/font.woff2?v=1" as="font"/><img src="/uploads/x.png"/>`;
    expect(staticFilesOf(html)).toEqual(['chunks/a1.css', 'chunks/b2.js', 'media/font.woff2']);
  });
});
