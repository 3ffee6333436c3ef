'use client';

import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useTranslations } from 'next-intl';
import { MAX_REVIEW_PHOTOS, MAX_REVIEW_PHOTO_MB, REVIEW_PHOTO_TYPES, UPLOAD_ERROR } from '../photos';
import styles from './WriteReviewModal.module.css';

interface Props {
  photos: UploadFile[];
  onChange: NonNullable<UploadProps['onChange']>;
  announcement: string;
  disabled: boolean;
}

/** Picture cards for the review's photos; nothing is uploaded until the review is published. */
export function ReviewPhotosField({ photos, onChange, announcement, disabled }: Props) {
  const t = useTranslations('reviews.client.photos');
  const rejected = photos.filter((photo) => photo.status === 'error');
  // docs/contract.md §8's 'upload error' (no message from the server), in the page's language.
  const reasonOf = (photo: UploadFile) => (typeof photo.response === 'string' && photo.response !== UPLOAD_ERROR ? photo.response : t('uploadError'));
  return (
    <div>
      <Upload
        id="review-photos"
        listType="picture-card"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        multiple
        maxCount={MAX_REVIEW_PHOTOS}
        fileList={photos}
        onChange={onChange}
        beforeUpload={() => false}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: false }}
        locale={{ uploadError: t('uploadError'), removeFile: t('remove') }}
      >
        {photos.length < MAX_REVIEW_PHOTOS && (
          <span className={styles.pick}>
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            {t('add')}
          </span>
        )}
      </Upload>
      <p id="review-photos-hint" className={styles.hint}>
        {t('hint', { max: MAX_REVIEW_PHOTOS, mb: MAX_REVIEW_PHOTO_MB })}
      </p>
      {rejected.length > 0 && (
        <ul className={styles.photoErrors}>
          {rejected.map((photo) => (
            <li key={photo.uid}>
              {t('rejected', { name: photo.name, reason: reasonOf(photo) })}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
