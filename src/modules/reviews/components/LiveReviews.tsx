'use client';

import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { onReviewsUpdated } from '../events';
import type { ReviewsBody } from './ReviewsBody';

type BodyProps = ComponentProps<typeof ReviewsBody>;
type Updated = { Body: ComponentType<BodyProps>; props: BodyProps };

/**
 * Shows the server-rendered reviews (children) until the write-review modal announces a new
 * list; then renders that list itself. The list renderer is imported only at that moment, so
 * the product page's first load carries nothing but this listener.
 */
export function LiveReviews({ productId, children }: { productId: number; children: ReactNode }) {
  const [updated, setUpdated] = useState<Updated | null>(null);

  useEffect(() => {
    let listening = true;
    const stop = onReviewsUpdated(productId, (reviews) => {
      void import('./ReviewsBody').then(({ ReviewsBody: Body, summarise }) => {
        if (listening) setUpdated({ Body, props: { reviews, summary: summarise(reviews) } });
      });
    });
    return () => {
      listening = false;
      stop();
    };
  }, [productId]);

  if (!updated) return <>{children}</>;
  const { Body, props } = updated;
  return <Body {...props} />;
}
