'use client';

import { MenuIcon } from './Icons';
import { CATEGORY_LINKS, MAIN_NAV } from './links';
import { NavLink } from './NavLink';
import { SearchField } from '@/modules/search/components';
import { useDisclosure } from './use-disclosure';
import styles from './Header.module.css';

/** The navigation below md: a "Menu" disclosure with the main links and the categories. */
export function MobileMenu() {
  const { open, close, panelId, rootRef, buttonProps } = useDisclosure();

  return (
    <div className={styles.mobileMenu} ref={rootRef}>
      <button {...buttonProps} className={styles.action}>
        <MenuIcon open={open} />
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={panelId} aria-label="Menu" className={styles.mobilePanel} hidden={!open}>
        <div className={styles.mobileSearch}>
          <SearchField onNavigate={close} />
        </div>
        <ul className={styles.mobileList}>
          {MAIN_NAV.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} sectionPrefixes={link.sectionPrefixes} className={styles.mobileLink} onNavigate={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className={styles.mobileHeading}>Categories</p>
        <ul className={styles.mobileList}>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className={styles.mobileLink} onNavigate={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
