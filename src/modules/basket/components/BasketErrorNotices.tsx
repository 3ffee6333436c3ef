import { BASKET_ERROR_CODES, basketErrorId, type BasketErrorCode } from '../form-paths';
import { useTranslations } from 'next-intl';
import styles from './BasketErrorNotices.module.css';

export const isBasketErrorCode = (value: unknown): value is BasketErrorCode =>
  (BASKET_ERROR_CODES as readonly unknown[]).includes(value);

/**
 * The errors a plain basket form can come back with. A page rendered per request passes the one its
 * query names; a static page holds them all, each shown only when the URL's fragment names it.
 */
export function BasketErrorNotices({ shown }: { shown?: BasketErrorCode | null }) {
  const t = useTranslations('basket.client');
  if (shown !== undefined) {
    return shown ? (
      <p id={basketErrorId(shown)} className={styles.notice} role="alert" tabIndex={-1}>
        {t(shown)}
      </p>
    ) : null;
  }
  return (
    <>
      {BASKET_ERROR_CODES.map((code) => (
        <p key={code} id={basketErrorId(code)} className={`${styles.notice} ${styles.onTarget}`} role="alert" tabIndex={-1}>
          {t(code)}
        </p>
      ))}
    </>
  );
}
