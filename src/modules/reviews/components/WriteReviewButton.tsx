'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIsSignedIn } from '@/modules/session';
import { Link } from '@/shared/i18n/navigation';
import { modalOpened } from '@/shared/store/modal-slice';

interface Props {
  productId: number;
  productTitle: string;
  slug: string;
}

/** Only signed-in customers write reviews (docs/contract.md §1); a visitor is offered sign-in, coming back here. */
export function WriteReviewButton({ productId, productTitle, slug }: Props) {
  const dispatch = useAppDispatch();
  const t = useTranslations('reviews.client');
  const signedInInStore = useAppSelector(selectIsSignedIn);
  // The server renders the visitor's link. The session may already be in the store when this
  // part of the page hydrates (the header hydrates first), so the first client render must
  // still match the server's; the button follows right after.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const signedIn = hydrated && signedInInStore;

  if (!signedIn) {
    const back = `/product/${encodeURIComponent(slug)}#reviews`;
    return (
      <Link
        className="btn btn-ghost"
        href={`/sign-in?redirect=${encodeURIComponent(back)}`}
        prefetch={false}
        onClick={(event) => {
          // Once hydrated, sign in over the product page and stay on it.
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          dispatch(modalOpened({ type: 'SIGN_IN', props: {} }));
        }}
      >
        {t('signInToWrite')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => dispatch(modalOpened({ type: 'WRITE_REVIEW', props: { productId, productTitle } }))}
    >
      {t('write')}
    </button>
  );
}

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;
