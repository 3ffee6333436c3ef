import type { ComponentProps, MouseEvent } from 'react';
import { ButtonLoadingIcon } from './antd/ButtonLoadingIcon';

interface PendingButtonProps extends ComponentProps<'button'> {
  /** Its action is running: the spinner shows and further clicks are ignored. */
  pending?: boolean;
}

/**
 * A shop button (`.btn`) with the spinner antd's buttons show, for pages that keep antd out of
 * their first load. While pending it stays focusable (aria-disabled, not disabled), so a keyboard
 * user's focus is not dropped to the page.
 */
export function PendingButton({ pending = false, className = 'btn btn-ghost', type = 'button', onClick, children, ...rest }: PendingButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button type={type} className={className} aria-disabled={pending || undefined} aria-busy={pending || undefined} onClick={click} {...rest}>
      {pending && <ButtonLoadingIcon />}
      {children}
    </button>
  );
}
