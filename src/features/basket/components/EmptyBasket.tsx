import Link from 'next/link';
import styles from './EmptyBasket.module.css';

export function EmptyBasket() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>Your basket is empty</h2>
      <p className="muted">Find LED-cured hardwax oils, curing lights and stains in the catalogue.</p>
      <Link href="/products" className="btn btn-primary">
        Browse products
      </Link>
    </div>
  );
}
