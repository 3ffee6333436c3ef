import { notFound } from 'next/navigation';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';

/** Any path no page serves, in either language: the localized 404 of ../not-found.tsx. */
export default async function UnknownPage({ params }: LocaleParams) {
  await pageLocale(params);
  notFound();
}
