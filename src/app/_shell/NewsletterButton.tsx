'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';

/** Opens the Subscribe modal from any page's footer (the home page also has the inline form). */
export function NewsletterButton({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const t = useTranslations('shell.client');
  return (
    <button type="button" className={className} onClick={() => dispatch(modalOpened({ type: 'SUBSCRIBE', props: {} }))}>
      {t('newsletter')}
    </button>
  );
}
