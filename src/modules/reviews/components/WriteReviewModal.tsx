'use client';

import { Alert, Button, Form, Input, Modal } from 'antd';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { toast } from '@/shared/ui/toast';
import { createReview } from '../api';
import { announceReviewsUpdated } from '../events';
import { imageErrorsByIndex } from '../photos';
import { emptyReview, reviewSchema, type ReviewFormValues } from '../schema';
import { useReviewPhotos } from '../use-review-photos';
import { RatingInput } from './RatingInput';
import { ReviewPhotosField } from './ReviewPhotosField';
import styles from './WriteReviewModal.module.css';

export const REVIEW_PUBLISHED = 'Thank you! Your review was published.';
const FIELDS = ['stars', 'title', 'message'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  productId: number;
  productTitle: string;
  onClose: () => void;
}

export default function WriteReviewModal({ productId, productTitle, onClose }: Props) {
  const photos = useReviewPhotos();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<ReviewFormValues>({
    initialValues: emptyReview,
    validationSchema: reviewSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      const sending = photos.startSending();
      try {
        const reviews = await createReview({ ...values, products_id: productId }, sending.files, sending.progress);
        announceReviewsUpdated({ productId, reviews });
        toast.success(REVIEW_PUBLISHED);
        onClose();
      } catch (error) {
        // Whatever failed, the typed text and the picked photos stay for another try.
        const { status, message, fieldErrors } = normaliseError(error);
        const sentNames = sending.files.map((file) => file.name);
        const imageErrors = imageErrorsByIndex(status, fieldErrors, sentNames);
        sending.settle(imageErrors);
        const formErrors: FormikErrors<ReviewFormValues> = {};
        for (const field of FIELDS) if (fieldErrors[field]) formErrors[field] = fieldErrors[field];
        helpers.setErrors(formErrors);
        const shownOnFields = Object.keys(formErrors).length > 0 || imageErrors.size > 0;
        if (!shownOnFields) setFormError(message);
      }
    },
  });
  const { values, errors, touched, isSubmitting } = formik;
  const errorOf = (field: Field) => (touched[field] && errors[field] ? errors[field] : undefined);
  const help = (field: Field) => {
    const error = errorOf(field);
    return error ? <span id={`review-${field}-error`}>{error}</span> : undefined;
  };
  const described = (field: Field) => (errorOf(field) ? `review-${field}-error` : undefined);

  return (
    <Modal
      open
      title="Write a review"
      width={MODAL_WIDTH.review}
      onCancel={onClose}
      footer={null}
      closable={!isSubmitting}
      keyboard={!isSubmitting}
      mask={{ closable: !isSubmitting }}
    >
      <p className={styles.product}>
        Your review of <strong>{productTitle}</strong>
      </p>
      <Form className={styles.form} layout="vertical" onFinish={() => void formik.submitForm()} requiredMark="optional" noValidate>
        <Form.Item label="Rating" required validateStatus={errorOf('stars') ? 'error' : undefined} help={help('stars')}>
          <RatingInput
            value={values.stars}
            onChange={(stars) => {
              void formik.setFieldValue('stars', stars);
              void formik.setFieldTouched('stars', true, false);
            }}
            onBlur={() => void formik.setFieldTouched('stars', true)}
            invalid={Boolean(errorOf('stars'))}
            describedBy={described('stars')}
          />
        </Form.Item>
        <Form.Item label="Title" htmlFor="review-title" required validateStatus={errorOf('title') ? 'error' : undefined} help={help('title')}>
          <Input
            id="review-title"
            name="title"
            value={values.title}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            maxLength={120}
            aria-invalid={Boolean(errorOf('title'))}
            aria-describedby={described('title')}
          />
        </Form.Item>
        <Form.Item label="Message" htmlFor="review-message" required validateStatus={errorOf('message') ? 'error' : undefined} help={help('message')}>
          <Input.TextArea
            id="review-message"
            name="message"
            value={values.message}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={2000}
            aria-invalid={Boolean(errorOf('message'))}
            aria-describedby={described('message')}
          />
        </Form.Item>
        <Form.Item label="Photos" htmlFor="review-photos">
          <ReviewPhotosField
            photos={photos.photos}
            onChange={photos.onChange}
            announcement={photos.announcement}
            disabled={isSubmitting}
          />
        </Form.Item>
        {formError && <Alert className={styles.formError} type="error" showIcon title={formError} role="alert" />}
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            Publish review
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
