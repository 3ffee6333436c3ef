import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Link, redirect and the router hooks in the current locale: `/products` is `/fr/products` on a French page. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
