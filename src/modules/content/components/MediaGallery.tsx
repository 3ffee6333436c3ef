'use client';

import Image from 'next/image';
import { useLocale } from 'next-intl';
import type { MediaItem } from '@/modules/catalogue/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import type { Localised } from '../localised';
import styles from './MediaGallery.module.css';

/** Project photos as thumbnails; each opens the gallery at that photo. */
export function MediaGallery({ items }: { items: Localised<MediaItem>[] }) {
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const images = items.map((item) => ({ src: item.url, alt: item.title }));
  return (
    <ul className={`card-grid ${styles.grid}`}>
      {items.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.thumb}
            aria-haspopup="dialog"
            onClick={() => dispatch(modalOpened({ type: 'GALLERY', props: { images, initialSlide: index } }))}
          >
            <span className={styles.media}>
              <Image src={item.thumb} alt="" fill sizes="(min-width: 992px) 280px, 50vw" className={styles.image} />
            </span>
            <span className={styles.caption} lang={contentLang(item, locale)}>
              {item.title}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
