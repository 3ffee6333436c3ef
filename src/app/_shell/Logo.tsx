import { SHOP_NAME } from '@/shared/config/constants';

/** The mark: an LED bar curing a floor of three planks. Decorative; the name is the text beside it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#7a4a1e" />
      <rect x="7" y="6" width="18" height="4" rx="2" fill="#ffd37a" />
      <path d="M10 12.5 8.5 15M16 12.5V15M22 12.5l1.5 2.5" stroke="#ffd37a" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="5" y="17" width="22" height="3" rx="1" fill="#e9c9a0" />
      <rect x="5" y="21.5" width="22" height="3" rx="1" fill="#d9ad78" />
      <rect x="5" y="26" width="22" height="2.5" rx="1" fill="#c4915a" />
    </svg>
  );
}

const [firstLine, secondLine] = [SHOP_NAME.split(' ').slice(0, 2).join(' '), SHOP_NAME.split(' ').slice(2).join(' ')];

/** Mark plus wordmark (two lines on narrow screens, styled by the caller); put it inside the home link. */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={className}>
      <LogoMark />
      <span className={wordmarkClassName}>
        <span>{firstLine}</span> <span>{secondLine}</span>
      </span>
    </span>
  );
}
