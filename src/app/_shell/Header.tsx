import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { AccountArea } from './AccountArea';
import { BasketLink } from './BasketLink';
import { MAIN_NAV } from './links';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { SearchField } from '@/modules/search/components';
import styles from './Header.module.css';

/** Server-rendered bar; only the links that depend on the path or the store are client leaves. */
export function Header() {
  const t = useTranslations('shell.client.nav');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.home}>
          <Logo className={styles.logo} wordmarkClassName={styles.wordmark} />
        </Link>
        <nav aria-label={t('main')} className={styles.nav}>
          <ul className={styles.navList}>
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} sectionPrefixes={link.sectionPrefixes} className={styles.navLink}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.search}>
          <SearchField />
        </div>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          <BasketLink />
          <AccountArea />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
