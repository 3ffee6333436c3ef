import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { AREA_UNIT_LABELS, MAX_COATS } from '@/modules/catalogue';
import type { AreaUnit, Porosity } from '@/modules/catalogue/contract';
import { MAX_AREA, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '@/modules/jobs/config';
import type { JobStatus, JobSummary } from '@/modules/jobs/contract';
import { areaText, numberText } from './format';
import type { JobRuleTexts } from './schema';

const STATUS_KEY = { planned: 'planned', in_progress: 'inProgress', done: 'done' } as const;

/** The job module's words in the page's language: statuses, woods, counts and areas (server and client components alike). */
export function useJobWords() {
  const t = useTranslations('jobs.client');
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      status: (status: JobStatus) => (status in STATUS_KEY ? t(`status.${STATUS_KEY[status]}`) : status),
      porosity: (porosity: Porosity) => t(`porosity.${porosity}`),
      lines: (count: number) => t('format.lines', { count }),
      coats: (count: number) => t('format.coats', { count }),
      area: (job: Pick<JobSummary, 'area' | 'area_unit'>) => areaText(job, locale),
    }),
    [t, locale],
  );
}

/** The contract's rules' texts (schema.ts) in the page's language, for a job form's schema. */
export function useJobRuleTexts(): JobRuleTexts {
  const t = useTranslations('jobs.client.validation');
  const locale = useLocale();
  const areaMax = useCallback((unit: AreaUnit) => t('areaMax', { max: numberText(MAX_AREA[unit], locale), unit: AREA_UNIT_LABELS[unit] }), [t, locale]);
  return useMemo(
    () => ({
      nameRequired: t('nameRequired'),
      nameLength: t('nameLength', { max: numberText(NAME_MAX_LENGTH, locale) }),
      nameCharacters: t('nameCharacters'),
      area: t('area'),
      areaMax,
      coats: t('coats', { max: numberText(MAX_COATS, locale) }),
      notesLength: t('notesLength', { max: numberText(NOTES_MAX_LENGTH, locale) }),
      locale,
    }),
    [t, locale, areaMax],
  );
}
