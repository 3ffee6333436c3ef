'use client';

import Link, { useLinkStatus } from 'next/link';
import type { ComponentProps } from 'react';
import styles from './PendingLink.module.css';

function PendingMark() {
  const { pending } = useLinkStatus();
  return pending ? <span className={styles.spinner} role="status" aria-label="Loading" /> : null;
}

/** A list link (page, filter) that shows a spinner while the next list loads. */
export function PendingLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <PendingMark />
    </Link>
  );
}
