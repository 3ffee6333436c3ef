'use client';

import { Upload, type UploadFile, type UploadProps } from 'antd';
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
  const rejected = photos.filter((photo) => photo.status === 'error');
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
        locale={{ uploadError: UPLOAD_ERROR, removeFile: 'Remove photo' }}
      >
        {photos.length < MAX_REVIEW_PHOTOS && (
          <span className={styles.pick}>
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            Add photos
          </span>
        )}
      </Upload>
      <p id="review-photos-hint" className={styles.hint}>
        Up to {MAX_REVIEW_PHOTOS} images (JPEG, PNG, WebP or GIF), {MAX_REVIEW_PHOTO_MB} MB each.
      </p>
      {rejected.length > 0 && (
        <ul className={styles.photoErrors}>
          {rejected.map((photo) => (
            <li key={photo.uid}>
              {photo.name}: {typeof photo.response === 'string' ? photo.response : UPLOAD_ERROR}
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
