'use client';

import { Button, Form, Input, Modal } from 'antd';
import { type FormikHelpers } from 'formik';
import { useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { FormFrame, FormikInput, formikTextField, showServerErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { createReview } from '../api';
import { announceReviewsUpdated } from '../events';
import { imageErrorsByIndex } from '../photos';
import { emptyReview, reviewSchema, type ReviewFormValues } from '../schema';
import { useReviewPhotos } from '../use-review-photos';
import { RatingField } from './RatingField';
import { ReviewPhotosField } from './ReviewPhotosField';
import styles from './WriteReviewModal.module.css';

const FormikTextArea = formikTextField(Input.TextArea);

export const REVIEW_PUBLISHED = 'Thank you! Your review was published.';
const FIELDS = ['stars', 'title', 'message'] as const;

interface Props {
  productId: number;
  productTitle: string;
  onClose: () => void;
}

export default function WriteReviewModal({ productId, productTitle, onClose }: Props) {
  const photos = useReviewPhotos();
  // The modal stays open while the review is sent: it cannot be closed nor the photos changed.
  const [sending, setSending] = useState(false);

  async function submit(values: ReviewFormValues, helpers: FormikHelpers<ReviewFormValues>) {
    const sent = photos.startSending();
    setSending(true);
    try {
      const reviews = await createReview({ ...values, products_id: productId }, sent.files, sent.progress);
      announceReviewsUpdated({ productId, reviews });
      toast.success(REVIEW_PUBLISHED);
      onClose();
    } catch (error) {
      // Whatever failed, the typed text and the picked photos stay for another try.
      const { status, fieldErrors } = normaliseError(error);
      const imageErrors = imageErrorsByIndex(status, fieldErrors, sent.files.map((file) => file.name));
      sent.settle(imageErrors);
      const onFields = Object.fromEntries(FIELDS.filter((field) => fieldErrors[field]).map((field) => [field, fieldErrors[field]]));
      showServerErrors(helpers, onFields);
      if (Object.keys(onFields).length === 0 && imageErrors.size === 0) throw error;
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title="Write a review"
      width={MODAL_WIDTH.review}
      onCancel={onClose}
      footer={null}
      closable={!sending}
      keyboard={!sending}
      mask={{ closable: !sending }}
    >
      <p className={styles.product}>
        Your review of <strong>{productTitle}</strong>
      </p>
      <FormFrame
        label="Write a review"
        className={styles.form}
        requiredMark="optional"
        initialValues={emptyReview}
        validationSchema={reviewSchema}
        onSubmit={submit}
        serverErrors={(error) => normaliseError(error).message}
        submitText="Publish review"
        block={false}
        actions={{
          className: styles.actions,
          before: (
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
          ),
        }}
      >
        <RatingField name="stars" label="Rating" />
        <FormikInput name="title" label="Title" required maxLength={120} />
        <FormikTextArea name="message" label="Message" required autoSize={{ minRows: 4, maxRows: 10 }} maxLength={2000} />
        <Form.Item label="Photos" htmlFor="review-photos">
          <ReviewPhotosField photos={photos.photos} onChange={photos.onChange} announcement={photos.announcement} disabled={sending} />
        </Form.Item>
      </FormFrame>
    </Modal>
  );
}
