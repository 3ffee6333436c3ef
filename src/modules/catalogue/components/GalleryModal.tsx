'use client';

import { Modal } from 'antd';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { ModalPropsByType } from '@/shared/modal/types';
import styles from './GalleryModal.module.css';

type GalleryModalProps = ModalPropsByType['GALLERY'] & { onClose: () => void };

const GALLERY_MODAL_WIDTH = 1000;

/** Full-size images in a slider opening at the clicked one; arrow keys move between images. */
export default function GalleryModal({ images, initialSlide, onClose }: GalleryModalProps) {
  const start = Math.min(Math.max(initialSlide, 0), Math.max(images.length - 1, 0));
  const [current, setCurrent] = useState(start);
  const count = images.length;
  const t = useTranslations('catalogue.client.gallery');

  return (
    <Modal
      open
      centered
      footer={null}
      width={GALLERY_MODAL_WIDTH}
      onCancel={onClose}
      title={count > 1 ? t('title', { index: current + 1, count }) : t('titleOnly')}
    >
      <Swiper
        className={styles.swiper}
        modules={[Navigation, Pagination, Keyboard, A11y]}
        initialSlide={start}
        navigation={count > 1}
        pagination={count > 1 ? { type: 'fraction' } : false}
        keyboard={{ enabled: true }}
        // Swiper fills in its own {{index}} and {{slidesLength}}.
        a11y={{ prevSlideMessage: t('previous'), nextSlideMessage: t('next'), slideLabelMessage: t('title', { index: '{{index}}', count: '{{slidesLength}}' }) }}
        onSlideChange={(swiper) => setCurrent(swiper.activeIndex)}
      >
        {images.map((image, index) => (
          <SwiperSlide key={`${image.src}-${index}`}>
            <div className={styles.frame}>
              <Image
                src={image.src}
                alt={image.alt}
                fill
                sizes={`(min-width: ${GALLERY_MODAL_WIDTH}px) ${GALLERY_MODAL_WIDTH - 48}px, 100vw`}
                className={styles.image}
                loading={Math.abs(index - start) <= 1 ? 'eager' : 'lazy'}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </Modal>
  );
}
