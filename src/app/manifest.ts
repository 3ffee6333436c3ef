import type { MetadataRoute } from 'next';
import { BASKET_PATH, JOBS_PATH, ORDER_PAD_PATH } from '@/app/_shell/links';
import { SHOP_NAME, THEME_COLOR } from '@/shared/config/constants';

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

/** The web app manifest: "Install" / "Add to Home Screen" gives the shop as an app (docs/offline.md). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: SHOP_NAME,
    short_name: 'LED Floor',
    description: 'Order LED-cured wood-floor finishes, from the job site too.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      icon('/icons/icon-192.png', 192, 'any'),
      icon('/icons/icon-512.png', 512, 'any'),
      icon('/icons/maskable-192.png', 192, 'maskable'),
      icon('/icons/maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      { name: 'Order pad', url: ORDER_PAD_PATH, icons: [icon('/icons/icon-192.png', 192, 'any')] },
      { name: 'Jobs', url: JOBS_PATH, icons: [icon('/icons/icon-192.png', 192, 'any')] },
      { name: 'Basket', url: BASKET_PATH, icons: [icon('/icons/icon-192.png', 192, 'any')] },
    ],
  };
}
