'use client';

import { Button } from 'antd';

/** The browser's print dialog; the invoice's print stylesheet (orders.module.css) lays out the page. */
export function PrintButton() {
  return <Button onClick={() => window.print()}>Print invoice</Button>;
}
