'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SubscribeFormProps } from './SubscribeForm';
import styles from './SubscribeForm.module.css';

type LoadedForm = { Form: ComponentType<SubscribeFormProps>; props: SubscribeFormProps };

/**
 * Keeps Formik and Yup out of the page's first load: renders a look-alike of the form and loads
 * the real one when the block nears the viewport or the visitor reaches for it. Whatever was
 * typed meanwhile is handed over.
 */
export function LazySubscribe() {
  const rootRef = useRef<HTMLDivElement>(null);
  const t = useTranslations('subscribe.client');
  const inputRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const [loaded, setLoaded] = useState<LoadedForm | null>(null);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import('./SubscribeForm').then(({ default: Form }) => {
      const input = inputRef.current;
      setLoaded({ Form, props: { initialEmail: input?.value ?? '', autoFocus: document.activeElement === input } });
    });
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '300px 0px',
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [load]);

  if (loaded) {
    const { Form, props } = loaded;
    return <Form {...props} />;
  }

  return (
    <div ref={rootRef} onFocus={load} onPointerEnter={load}>
      <form className={styles.form} aria-busy="true">
        <div className={styles.field}>
          <label htmlFor="subscribe-email-placeholder" className={styles.label}>
            {t('email')}
          </label>
          <input
            ref={inputRef}
            id="subscribe-email-placeholder"
            className={`input ${styles.input}`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('placeholder')}
          />
        </div>
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled>
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
