import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { CONTACT, SHOP_NAME } from '@/shared/config/constants';
import { CATEGORY_LINKS, FOOTER_EXTRA_LINKS, MAIN_NAV, SIGN_IN_PATH } from './links';
import { LogoMark } from './Logo';
import { NewsletterButton } from './NewsletterButton';
import styles from './Footer.module.css';
import { PickupAddress } from '@/modules/address/components';

const telHref = `tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  const year = new Date().getFullYear();
  const t = useTranslations('shell.server.footer');
  const nav = useTranslations('shell.client.nav');
  const category = useTranslations('catalogue.client.categories');
  const account = useTranslations('shell.client.account');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.brandName}>
            <LogoMark size={28} />
            {SHOP_NAME}
          </p>
          <p className={styles.muted}>{t('tagline')}</p>
          <NewsletterButton className="btn btn-ghost" />
        </div>

        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('shop')}
          </h2>
          <ul className={styles.list}>
            {[...MAIN_NAV, ...FOOTER_EXTRA_LINKS].map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{nav(link.label)}</Link>
              </li>
            ))}
            {CATEGORY_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{category(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link href={SIGN_IN_PATH} prefetch={false}>
                {account('signIn')}
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref}>{CONTACT.phone}</a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
            <li className={styles.muted}>{t('hours')}</li>
          </ul>
        </section>

        <section aria-labelledby="footer-pickup">
          <h2 id="footer-pickup" className={styles.heading}>
            {t('pickup')}
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
