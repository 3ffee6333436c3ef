'use client';

import { Modal } from 'antd';
import { useLocale } from 'next-intl';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { contentLang } from '@/shared/i18n/content-language';
import { PdfDownloadList } from './PdfDownloadList';

type ServicesPdfModalProps = ModalPropsByType['SERVICES_PDF_LIST'] & { onClose: () => void };

/** The service documents (guides, specifications) of a product or service, each a PDF. */
export default function ServicesPdfModal({ title, items, onClose }: ServicesPdfModalProps) {
  const locale = useLocale();
  return (
    <Modal open title={title} width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      <PdfDownloadList items={items.map((item) => ({ title: item.pdf_title, url: item.url, lang: contentLang(item, locale) }))} />
    </Modal>
  );
}
