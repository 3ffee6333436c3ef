import type { Locale } from '@/shared/i18n/locales';
import type { AppMessages } from './messages';

// Message keys and locales are checked by tsc: `t('client.addTo')` with a typo does not compile.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: AppMessages;
  }
}
