'use client';

import { Modal } from 'antd';
import type { FormikValues } from 'formik';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { FormFrame, type FormFrameProps } from './FormFrame';

/**
 * A modal that is one form: titled by the form's name, closed by its X or Escape but not by a
 * click beside it, so a half-typed form is not lost to a stray click.
 */
export function ModalForm<Values extends FormikValues>({ onClose, ...frame }: FormFrameProps<Values> & { onClose: () => void }) {
  return (
    <Modal open title={frame.label} width={MODAL_WIDTH.default} onCancel={onClose} footer={null} mask={{ closable: false }}>
      <FormFrame {...frame} />
    </Modal>
  );
}
