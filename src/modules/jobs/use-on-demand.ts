'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { toast } from '@/shared/ui/toast';

/**
 * A part of the page whose code (antd, Formik, Yup, the address fields) loads when the customer
 * opens it, not with the page: `open` fetches it while the button shows `pending`, then shows it.
 * When it closes, focus goes back to the button that opened it (`opener`), in the same commit
 * that shows the button again (a layout effect), so no frame has the focus on the page's body.
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const t = useTranslations('jobs.client');
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(false);

  useLayoutEffect(() => {
    if (wasShown.current && !shown) opener.current?.focus();
    wasShown.current = shown;
  }, [shown]);

  const open = async () => {
    setPending(true);
    try {
      const component = await load();
      setLoaded(() => component);
      setShown(true);
    } catch {
      toast.error(t('notLoaded'));
    } finally {
      setPending(false);
    }
  };

  return { Part: shown ? Loaded : null, pending, opener, open: () => void open(), close: () => setShown(false) };
}
