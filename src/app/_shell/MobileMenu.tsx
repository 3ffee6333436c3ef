'use client';

import { useTranslations } from 'next-intl';
import { MenuIcon } from './Icons';
import { LanguageSwitch } from './LanguageSwitch';
import { CATEGORY_LINKS, MAIN_NAV } from './links';
import { NavLink } from './NavLink';
import { SearchField } from '@/modules/search/components';
import { useDisclosure } from './use-disclosure';
import styles from './Header.module.css';

/** The navigation below md: a "Menu" disclosure with the main links and the categories. */
export function MobileMenu() {
  const { open, close, panelId, rootRef, buttonProps } = useDisclosure();
  const t = useTranslations('shell.client.nav');
  const category = useTranslations('catalogue.client.categories');

  return (
    <div className={styles.mobileMenu} ref={rootRef}>
      <button {...buttonProps} className={styles.action}>
        <MenuIcon open={open} />
        <span className="visually-hidden">{t('menu')}</span>
      </button>
      <nav id={panelId} aria-label={t('menu')} className={styles.mobilePanel} hidden={!open}>
        <div className={styles.mobileSearch}>
          <SearchField onNavigate={close} />
        </div>
        <ul className={styles.mobileList}>
          {MAIN_NAV.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} sectionPrefixes={link.sectionPrefixes} className={styles.mobileLink} onNavigate={close}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className={styles.mobileHeading}>{t('categories')}</p>
        <ul className={styles.mobileList}>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className={styles.mobileLink} onNavigate={close}>
                {category(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className={styles.mobileLink} onNavigate={close} long />
      </nav>
    </div>
  );
}
