'use client';

import { Button, Form, Input, Modal } from 'antd';
import { type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { FormFrame, FormikInput, formikTextField, showServerErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { createReview } from '../api';
import { announceReviewsUpdated } from '../events';
import { imageErrorsByIndex } from '../photos';
import { emptyReview, reviewSchemaOf, type ReviewFormValues } from '../schema';
import { useReviewPhotos } from '../use-review-photos';
import { RatingField } from './RatingField';
import { ReviewPhotosField } from './ReviewPhotosField';
import styles from './WriteReviewModal.module.css';

const FormikTextArea = formikTextField(Input.TextArea);

const FIELDS = ['stars', 'title', 'message'] as const;

interface Props {
  productId: number;
  productTitle: string;
  onClose: () => void;
}

export default function WriteReviewModal({ productId, productTitle, onClose }: Props) {
  const photos = useReviewPhotos();
  const t = useTranslations('reviews.client');
  const errorText = useErrorText();
  const validation = useTranslations('reviews.client.validation');
  const schema = useMemo(
    () => reviewSchemaOf({ ratingRequired: validation('ratingRequired'), titleRequired: validation('titleRequired'), messageRequired: validation('messageRequired') }),
    [validation],
  );
  // The modal stays open while the review is sent: it cannot be closed nor the photos changed.
  const [sending, setSending] = useState(false);

  async function submit(values: ReviewFormValues, helpers: FormikHelpers<ReviewFormValues>) {
    const sent = photos.startSending();
    setSending(true);
    try {
      const reviews = await createReview({ ...values, products_id: productId }, sent.files, sent.progress);
      announceReviewsUpdated({ productId, reviews });
      toast.success(t('modal.published'));
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
      title={t('modal.title')}
      width={MODAL_WIDTH.review}
      onCancel={onClose}
      footer={null}
      closable={!sending}
      keyboard={!sending}
      mask={{ closable: !sending }}
    >
      <p className={styles.product}>
        {t.rich('modal.yourReview', { title: productTitle, product: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <FormFrame
        label={t('modal.title')}
        className={styles.form}
        requiredMark="optional"
        initialValues={emptyReview}
        validationSchema={schema}
        onSubmit={submit}
        serverErrors={errorText}
        submitText={t('modal.publish')}
        block={false}
        actions={{
          className: styles.actions,
          before: (
            <Button onClick={onClose} disabled={sending}>
              {t('modal.cancel')}
            </Button>
          ),
        }}
      >
        <RatingField name="stars" label={t('modal.rating')} />
        <FormikInput name="title" label={t('modal.titleLabel')} required maxLength={120} />
        <FormikTextArea name="message" label={t('modal.message')} required autoSize={{ minRows: 4, maxRows: 10 }} maxLength={2000} />
        <Form.Item label={t('modal.photos')} htmlFor="review-photos">
          <ReviewPhotosField photos={photos.photos} onChange={photos.onChange} announcement={photos.announcement} disabled={sending} />
        </Form.Item>
      </FormFrame>
    </Modal>
  );
}
