'use client';

/** The browser's print dialog; the invoice's print stylesheet (orders.module.css) lays out the page. */
export function PrintButton() {
  return (
    <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
      Print invoice
    </button>
  );
}
