import { BASKET_ERROR_TEXTS, basketErrorId, type BasketErrorCode } from '../form-paths';
import { useTranslations } from 'next-intl';
import styles from './BasketErrorNotices.module.css';

export const isBasketErrorCode = (value: unknown): value is BasketErrorCode =>
  typeof value === 'string' && Object.hasOwn(BASKET_ERROR_TEXTS, value);

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
      {(Object.keys(BASKET_ERROR_TEXTS) as BasketErrorCode[]).map((code) => (
        <p key={code} id={basketErrorId(code)} className={`${styles.notice} ${styles.onTarget}`} role="alert" tabIndex={-1}>
          {t(code)}
        </p>
      ))}
    </>
  );
}
