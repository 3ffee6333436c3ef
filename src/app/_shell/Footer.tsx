import Link from 'next/link';
import { CONTACT, SHOP_NAME } from '@/shared/config/constants';
import { CATEGORY_LINKS, FOOTER_EXTRA_LINKS, MAIN_NAV, SIGN_IN_PATH } from './links';
import { LogoMark } from './Logo';
import { NewsletterButton } from './NewsletterButton';
import styles from './Footer.module.css';
import { PickupAddress } from '@/modules/address/components';

const telHref = `tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.brandName}>
            <LogoMark size={28} />
            {SHOP_NAME}
          </p>
          <p className={styles.muted}>LED-cured hardwax oils, curing lights and stains for wood-floor professionals.</p>
          <NewsletterButton className="btn btn-ghost" />
        </div>

        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <ul className={styles.list}>
            {[...MAIN_NAV, ...FOOTER_EXTRA_LINKS, ...CATEGORY_LINKS].map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link href={SIGN_IN_PATH} prefetch={false}>
                Sign in
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref}>{CONTACT.phone}</a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
            <li className={styles.muted}>{CONTACT.hours}</li>
          </ul>
        </section>

        <section aria-labelledby="footer-pickup">
          <h2 id="footer-pickup" className={styles.heading}>
            Pickup
          </h2>
          <PickupAddress className={styles.address} />
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {SHOP_NAME}
        </p>
      </div>
    </footer>
  );
}
