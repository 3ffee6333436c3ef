import { AREA_UNIT_LABELS } from '@/modules/catalogue';
import type { JobSummary } from '@/modules/jobs/contract';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

/** A figure as the page's language writes it: English as typed ("10000", "45.5"), French "10 000", "45,5". */
export const numberText = (value: number, locale: Locale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE ? String(value) : value.toLocaleString(LANGUAGE_TAG[locale], { maximumFractionDigits: 2 });

/** "45 m²" ("45 m²" with a no-break space in French), or a dash for a floor not measured yet. */
export const areaText = ({ area, area_unit }: Pick<JobSummary, 'area' | 'area_unit'>, locale: Locale = DEFAULT_LOCALE) =>
  area === null ? '—' : `${numberText(area, locale)}${locale === DEFAULT_LOCALE ? ' ' : '\u00a0'}${AREA_UNIT_LABELS[area_unit]}`;
