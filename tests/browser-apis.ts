/**
 * Browser APIs antd (modal, grid, rate, upload) and the job page's <dialog> use that jsdom lacks. Loaded once by setup-dom.ts,
 * which setup.ts loads only for jsdom tests.
 */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom reports canvas as "not implemented" on every call; antd copes with a plain null.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  // jsdom cannot compute pseudo-element styles (antd asks for scrollbar sizes); the element's own do.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  // jsdom knows <dialog> but not showModal() or close(): open it in place, and say when it closes.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  }
  keepAntdStylesUnparsed();
}

/**
 * antd writes its CSS-in-JS into <style> elements (rc-util marks them `data-rc-order`). jsdom
 * parses each and, on every getComputedStyle, matches the element against all their rules, and
 * Testing Library asks for computed styles of each element and its ancestors when it looks for a
 * role: with antd's thousands of rules that was about 40% of the form tests' CPU. The unit tests
 * run without stylesheets, as they already do for our own CSS modules (vitest `css: false`): such
 * an element keeps its CSS as text (so antd finds its own styles in place) but jsdom never parses
 * it. How things look, and what a style hides, is the browser tests' to prove.
 */
function keepAntdStylesUnparsed() {
  const element = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const kept = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return kept.get(this) ?? element.get!.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      if (this.hasAttribute('data-rc-order')) kept.set(this, css);
      else element.set!.call(this, css);
    },
  });
}
