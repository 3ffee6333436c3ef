'use client';

import { useTranslations } from 'next-intl';
import type { Product } from '@/modules/catalogue/contract';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import styles from './ProductActions.module.css';

type RequestTitle = ModalPropsByType['REQUEST']['title'];

/** The request modal is opened by its title's name (the requests module words it in the page's language). */
const REQUEST_TITLE: Record<NonNullable<Product['request_kind']>, RequestTitle> = {
  upon_request: 'Upon Request',
  custom_color: 'Custom Color Request',
};

/** The button's own words for each request (catalogue.client.actions). */
const REQUEST_LABEL = { upon_request: 'uponRequest', custom_color: 'customColor' } as const;

type ProductActionsProps = Pick<Product, 'id' | 'title' | 'request_kind' | 'technical_data' | 'services_pdf'> & {
  /** The product has no price: the request is the main action. */
  requestIsPrimary?: boolean;
};

/** Request button (by request_kind) and the Technical data / Services PDF lists, each a modal. */
export function ProductActions({ id, title, request_kind, technical_data, services_pdf, requestIsPrimary = false }: ProductActionsProps) {
  const dispatch = useAppDispatch();
  const t = useTranslations('catalogue.client.actions');
  const requestTitle = request_kind ? REQUEST_TITLE[request_kind] : null;
  if (!requestTitle && technical_data.length === 0 && services_pdf.length === 0) return null;

  return (
    <div className={styles.actions}>
      {requestTitle && (
        <button
          type="button"
          aria-haspopup="dialog"
          className={`btn ${requestIsPrimary ? 'btn-primary' : 'btn-ghost'} ${styles.request}`}
          onClick={() => dispatch(modalOpened({ type: 'REQUEST', props: { title: requestTitle, productId: id } }))}
        >
          {request_kind && t(REQUEST_LABEL[request_kind])}
        </button>
      )}
      {technical_data.length > 0 && (
        <button
          type="button"
          className="btn btn-ghost"
          aria-haspopup="dialog"
          onClick={() =>
            dispatch(modalOpened({ type: 'TECHNICAL_DATA_LIST', props: { title: t('technicalDataTitle', { title }), items: technical_data } }))
          }
        >
          {t('technicalData')}
        </button>
      )}
      {services_pdf.length > 0 && (
        <button
          type="button"
          className="btn btn-ghost"
          aria-haspopup="dialog"
          onClick={() => dispatch(modalOpened({ type: 'SERVICES_PDF_LIST', props: { title: t('serviceDocuments'), items: services_pdf } }))}
        >
          {t('servicePdfs')}
        </button>
      )}
    </div>
  );
}
