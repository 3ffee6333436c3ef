'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { REVIEW_IMAGE_PREVIEW } from '@/shared/config/constants';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import type { ImageAttributes } from '@/shared/ui/image-attributes';
import styles from './reviews.module.css';

/**
 * A review's photos: the first few, a "+N" control that shows the rest, each opening the gallery.
 * `thumbs`: each photo's `<img>` attributes, made where the review is rendered (ReviewItem), so
 * the product page's first load carries none of next/image's code.
 */
export function ReviewImages({ paths, thumbs, reviewTitle }: { paths: string[]; thumbs: ImageAttributes[]; reviewTitle: string }) {
  const dispatch = useAppDispatch();
  const t = useTranslations('reviews.client.images');
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLButtonElement>(null);
  const hidden = paths.length - REVIEW_IMAGE_PREVIEW;
  const shown = expanded || hidden <= 0 ? paths : paths.slice(0, REVIEW_IMAGE_PREVIEW);
  const images = paths.map((src, i) => ({ src, alt: t('alt', { index: i + 1, count: paths.length, title: reviewTitle }) }));

  // Keyboard users land on the first photo the "+N" control revealed, not back at the page top.
  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  if (paths.length === 0) return null;
  return (
    <ul className={styles.images} aria-label={t('list', { title: reviewTitle })}>
      {shown.map((src, i) => (
        <li key={`${src}-${i}`}>
          <button
            type="button"
            ref={i === REVIEW_IMAGE_PREVIEW ? firstRevealed : undefined}
            className={styles.thumb}
            aria-label={t('open', { index: i + 1, count: paths.length })}
            onClick={() => dispatch(modalOpened({ type: 'GALLERY', props: { images, initialSlide: i } }))}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from imageAttributes */}
            <img {...thumbs[i]} alt="" />
          </button>
        </li>
      ))}
      {!expanded && hidden > 0 && (
        <li>
          <button
            type="button"
            className={`${styles.thumb} ${styles.more}`}
            aria-label={t('more', { count: hidden })}
            onClick={() => setExpanded(true)}
          >
            +{hidden}
          </button>
        </li>
      )}
    </ul>
  );
}
