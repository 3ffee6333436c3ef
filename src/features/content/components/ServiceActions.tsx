'use client';

import type { Service } from '@/shared/contract/catalogue';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/slices/modal';
import styles from './ServiceActions.module.css';

type ServiceActionsProps = Pick<Service, 'id' | 'title' | 'pdfs' | 'technical_data'>;

/** The service's request form and its document lists, each a modal. */
export function ServiceActions({ id, title, pdfs, technical_data }: ServiceActionsProps) {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        aria-haspopup="dialog"
        className="btn btn-primary"
        onClick={() => dispatch(modalOpened({ type: 'REQUEST', props: { title: 'Service Request', serviceId: id } }))}
      >
        Request this service
      </button>
      {pdfs.length > 0 && (
        <button
          type="button"
          aria-haspopup="dialog"
          className="btn btn-ghost"
          onClick={() => dispatch(modalOpened({ type: 'SERVICES_PDF_LIST', props: { title: `Service documents — ${title}`, items: pdfs } }))}
        >
          Service PDFs
        </button>
      )}
      {technical_data.length > 0 && (
        <button
          type="button"
          aria-haspopup="dialog"
          className="btn btn-ghost"
          onClick={() => dispatch(modalOpened({ type: 'TECHNICAL_DATA_LIST', props: { title: `Technical data — ${title}`, items: technical_data } }))}
        >
          Technical data
        </button>
      )}
    </div>
  );
}
