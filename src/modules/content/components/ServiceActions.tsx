'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Service } from '@/modules/catalogue/contract';
import type { OpenModal } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import styles from './ServiceActions.module.css';

type ServiceActionsProps = Pick<Service, 'id' | 'title' | 'pdfs' | 'technical_data'>;

function ModalButton({ modal, primary = false, children }: { modal: OpenModal; primary?: boolean; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <button type="button" aria-haspopup="dialog" className={`btn ${primary ? 'btn-primary' : 'btn-ghost'}`} onClick={() => dispatch(modalOpened(modal))}>
      {children}
    </button>
  );
}

/**
 * The service's request form and its document lists, each a modal. The request's `title` names its
 * kind (the requests module shows it in the page's language).
 */
export function ServiceActions({ id, title, pdfs, technical_data }: ServiceActionsProps) {
  const t = useTranslations('content.client.services');
  return (
    <div className={styles.actions}>
      <ModalButton primary modal={{ type: 'REQUEST', props: { title: 'Service Request', serviceId: id } }}>
        {t('request')}
      </ModalButton>
      {pdfs.length > 0 && <ModalButton modal={{ type: 'SERVICES_PDF_LIST', props: { title: t('pdfsTitle', { title }), items: pdfs } }}>{t('pdfs')}</ModalButton>}
      {technical_data.length > 0 && (
        <ModalButton modal={{ type: 'TECHNICAL_DATA_LIST', props: { title: t('technicalDataTitle', { title }), items: technical_data } }}>
          {t('technicalData')}
        </ModalButton>
      )}
    </div>
  );
}
