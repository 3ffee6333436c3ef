'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { GALLERY_MAIN_SIZES, openImageLabel, type GalleryImage } from '../gallery';
import styles from './ProductGallery.module.css';

export interface GallerySliderHandle {
  slideTo: (index: number) => void;
}

export interface GallerySliderProps {
  images: GalleryImage[];
  initialSlide: number;
  onActiveChange: (index: number) => void;
  onOpen: (index: number) => void;
  onReady: (handle: GallerySliderHandle) => void;
}

/**
 * The swipeable product slider; loaded lazily by ProductGallery. No keyboard module here: arrow
 * keys belong to the gallery modal when it is open (its buttons and the thumbnails are focusable).
 */
export function GallerySlider({ images, initialSlide, onActiveChange, onOpen, onReady }: GallerySliderProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [firstImageShown, setFirstImageShown] = useState(false);
  const t = useTranslations('catalogue.client.gallery');
  const openWords = { open: (values: { index: number; count: number }) => t('open', values), openOnly: t('openOnly') };

  // The static image stays until this slider can show the same picture: no blank frame on swap.
  useEffect(() => {
    if (swiper && firstImageShown) onReady({ slideTo: (index) => swiper.slideTo(index) });
  }, [swiper, firstImageShown, onReady]);

  return (
    <Swiper
      className={styles.swiper}
      modules={[Navigation, Pagination, A11y]}
      initialSlide={initialSlide}
      navigation
      pagination={{ clickable: true }}
      // Swiper fills in its own {{index}}.
      a11y={{ prevSlideMessage: t('previous'), nextSlideMessage: t('next'), paginationBulletMessage: t('goTo', { index: '{{index}}' }) }}
      onSlideChange={(instance) => onActiveChange(instance.activeIndex)}
      onAfterInit={setSwiper}
    >
      {images.map((image, index) => (
        <SwiperSlide key={image.src}>
          <button
            type="button"
            className={styles.main}
            onClick={() => onOpen(index)}
            aria-label={openImageLabel(index, images.length, openWords)}
          >
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes={GALLERY_MAIN_SIZES}
              className={styles.image}
              loading={index === initialSlide ? 'eager' : 'lazy'}
              onLoad={index === initialSlide ? () => setFirstImageShown(true) : undefined}
            />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
