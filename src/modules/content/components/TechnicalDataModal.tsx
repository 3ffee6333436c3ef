'use client';

import { Modal } from 'antd';
import { useLocale } from 'next-intl';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { contentLang } from '@/shared/i18n/content-language';
import { PdfDownloadList } from './PdfDownloadList';

type TechnicalDataModalProps = ModalPropsByType['TECHNICAL_DATA_LIST'] & { onClose: () => void };

/** The technical data sheets of a product or service, each downloadable as a PDF. */
export default function TechnicalDataModal({ title, items, onClose }: TechnicalDataModalProps) {
  const locale = useLocale();
  return (
    <Modal open title={title} width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      <PdfDownloadList items={items.map((item) => ({ title: item.title, url: item.path, lang: contentLang(item, locale) }))} />
    </Modal>
  );
}
