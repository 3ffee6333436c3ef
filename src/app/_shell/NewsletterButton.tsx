'use client';

import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';

/** Opens the Subscribe modal from any page's footer (the home page also has the inline form). */
export function NewsletterButton({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className={className} onClick={() => dispatch(modalOpened({ type: 'SUBSCRIBE', props: {} }))}>
      Subscribe to our newsletter
    </button>
  );
}
