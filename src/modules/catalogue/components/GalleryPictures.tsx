'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type ComponentType, type TouchEvent } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import type { ImageAttributes } from '@/shared/ui/image-attributes';
import { openImageLabel, type GalleryImage } from '../gallery';
import type { GallerySliderHandle, GallerySliderProps } from './GallerySlider';
import styles from './ProductGallery.module.css';

/** A horizontal move longer than this is a swipe, not a tap. */
const SWIPE_PX = 40;

/** Each image's `<img>` attributes, made on the server (ProductGallery). */
export interface GalleryPicture {
  main: ImageAttributes;
  thumb: ImageAttributes;
}

/**
 * Main image (the LCP element) and thumbnails, next/image's `<img>` with attributes the server
 * made (nothing of next/image's code is needed at first paint or tap). Swiper is not in the first load:
 * the slider is fetched on the first touch, hover or focus of the gallery (not on idle: its work
 * would land in the page's blocking time) and mounted under the static image, which stays on top
 * (and takes taps) until the slider shows the same picture. Until then a swipe on the static image
 * changes the image too.
 */
export function GalleryPictures({ images, pictures }: { images: GalleryImage[]; pictures: GalleryPicture[] }) {
  const dispatch = useAppDispatch();
  const [active, setActive] = useState(0);
  const [Slider, setSlider] = useState<ComponentType<GallerySliderProps> | null>(null);
  const [sliderReady, setSliderReady] = useState(false);
  const requested = useRef(false);
  const slider = useRef<GallerySliderHandle | null>(null);
  const count = images.length;
  const t = useTranslations('catalogue.client.gallery');
  const openWords = { open: (values: { index: number; count: number }) => t('open', values), openOnly: t('openOnly') };

  const loadSlider = useCallback(() => {
    if (requested.current || count < 2) return;
    requested.current = true;
    void import('./GallerySlider').then((module) => setSlider(() => module.GallerySlider));
  }, [count]);

  // A press that began on the static image ends on it: swapping pictures under a held pointer sends
  // its click to neither (the browser clicks the parent of where it went down and came up).
  const pressed = useRef(false);
  const readyWhenReleased = useRef(false);
  const onSliderReady = useCallback((handle: GallerySliderHandle) => {
    slider.current = handle;
    if (pressed.current) readyWhenReleased.current = true;
    else setSliderReady(true);
  }, []);
  const onPress = () => {
    pressed.current = true;
  };
  const onRelease = () => {
    pressed.current = false;
    if (!readyWhenReleased.current) return;
    readyWhenReleased.current = false;
    // After this press's click, which the browser sends once the pointer is up.
    setTimeout(() => setSliderReady(true));
  };

  const open = (index: number) => dispatch(modalOpened({ type: 'GALLERY', props: { images, initialSlide: index } }));
  const show = (index: number) => {
    setActive(index);
    slider.current?.slideTo(index);
  };

  const touchStartX = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    loadSlider();
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const startX = touchStartX.current;
    touchStartX.current = null;
    const endX = event.changedTouches[0]?.clientX;
    if (startX === null || endX === undefined || Math.abs(endX - startX) < SWIPE_PX) return;
    const next = active + (endX < startX ? 1 : -1);
    if (next >= 0 && next < count) show(next);
  };

  const current = images[active] ?? images[0];
  const picture = pictures[active] ?? pictures[0];
  if (!current || !picture) return null;

  return (
    <section
      className={styles.gallery}
      aria-label={t('images')}
      onPointerEnter={loadSlider}
      onTouchStart={onTouchStart}
      onFocus={loadSlider}
    >
      <div
        className={styles.stage}
        onTouchEnd={sliderReady ? undefined : onTouchEnd}
        onPointerDown={onPress}
        onPointerUp={onRelease}
        onPointerCancel={onRelease}
        onPointerLeave={onRelease}
      >
        {!sliderReady && (
          <button type="button" className={`${styles.main} ${styles.cover}`} onClick={() => open(active)} aria-label={openImageLabel(active, count, openWords)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from imageAttributes */}
            <img {...picture.main} alt={current.alt} />
          </button>
        )}
        {Slider && (
          <div className={styles.slider}>
            <Slider
              images={images}
              initialSlide={active}
              onActiveChange={setActive}
              onOpen={open}
              onReady={onSliderReady}
            />
          </div>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t('choose')}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('show', { index: index + 1, count })}
                aria-pressed={index === active}
                onClick={() => show(index)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from imageAttributes */}
                <img {...pictures[index]?.thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
