'use client';

import { Modal } from 'antd';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { PdfDownloadList } from './PdfDownloadList';

type ServicesPdfModalProps = ModalPropsByType['SERVICES_PDF_LIST'] & { onClose: () => void };

/** The service documents (guides, specifications) of a product or service, each a PDF. */
export default function ServicesPdfModal({ title, items, onClose }: ServicesPdfModalProps) {
  return (
    <Modal open title={title} width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      <PdfDownloadList items={items.map((item) => ({ title: item.pdf_title, url: item.url }))} />
    </Modal>
  );
}
