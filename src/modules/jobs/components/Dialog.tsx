'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at its foot. */
  actions: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>, with no script to load: showModal() moves focus to
 * its first control and keeps the rest of the page inert, Escape and a click on the backdrop
 * close it, and focus goes back to the control that opened it.
 */
export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  const clickOutside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The backdrop is the dialog element itself (its box is the inner div): a click there closes it,
    // as antd's mask did; Escape is the keyboard's way out.
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onClick={clickOutside}>
      <div className={styles.box}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}
