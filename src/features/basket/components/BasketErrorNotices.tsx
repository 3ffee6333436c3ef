import { BASKET_ERROR_TEXTS, basketErrorId, type BasketErrorCode } from '../form-paths';
import styles from './BasketErrorNotices.module.css';

/** The errors a plain basket form can come back with, each shown only when the URL's fragment names it. */
export function BasketErrorNotices() {
  return (
    <>
      {(Object.keys(BASKET_ERROR_TEXTS) as BasketErrorCode[]).map((code) => (
        <p key={code} id={basketErrorId(code)} className={styles.notice} role="alert" tabIndex={-1}>
          {BASKET_ERROR_TEXTS[code]}
        </p>
      ))}
    </>
  );
}
