import { useTranslations } from 'next-intl';
import styles from './ButtonLoadingIcon.module.css';

/**
 * The spinner every antd button shows while `loading` (set once, in AntdProvider). antd's own
 * icon slides in and out through rc-motion, which only leaves on a `transitionend`: when loading
 * flips on and off within a frame or two (a sign-in refused at once) the width transition never
 * runs, no event comes, and the icon stays in the button for good, its "Loading" in the button's
 * name. A configured icon is rendered plainly while loading and is gone the moment it stops.
 */
export function ButtonLoadingIcon() {
  const t = useTranslations('kit.client');
  return (
    <span className={styles.icon} role="img" aria-label={t('loading')}>
      <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeDasharray="30 11" />
      </svg>
    </span>
  );
}
