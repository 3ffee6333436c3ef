'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { variantLabel } from '@/modules/catalogue';
import { variantFields } from '@/modules/catalogue';
import { storeAreaUnit, storedAreaUnit } from '@/modules/catalogue';
import { AREA_UNIT_LABELS as UNIT_LABELS, AREA_UNITS, MAX_COATS, POROSITY_LABELS } from '@/modules/catalogue';
import type { AreaUnit, Coverage, Porosity, PriceTypeData } from '@/modules/catalogue/contract';
import type { JobSummary } from '@/modules/jobs/contract';
import { useAppStore } from '@/shared/store/hooks';
import { formatPrice } from '@/shared/ui/format';
import { toast } from '@/shared/ui/toast';
import { waitingAddText } from '@/modules/basket/queue-add';
import { useWaitingNotice } from '@/modules/offline';
import { useErrorText } from '@/shared/i18n/use-error-text';
import type { Locale } from '@/shared/i18n/locales';
import { addMix } from '../add-mix';
import { cheapestMix, containersFor, litresNeeded, porositiesOf, rateFor, SQUARE_METRES_PER_SQUARE_FOOT, toSquareMetres, type Mix } from '../coverage';
import { useJobsOfferedHere } from '../jobs-offered';
import { AddToJobButton } from './AddToJobButton';
import { JOB_DIALOG_TITLES } from '../job-titles';
import { JobPrefill } from './JobPrefill';
import { OptionGroup } from './OptionGroup';
import styles from './CoverageCalculator.module.css';

/** English writes the figures as it always has ("12.5", no grouping); French with its comma and spaces ("12,5", "1\u00a0234,5"). */
const figure = (value: number, locale: Locale) => (locale === 'fr' ? new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 3 }).format(value) : String(value));
const oneDecimal = (value: number, locale: Locale = 'en') => figure(Math.round(value * 10) / 10, locale);
const twoDecimals = (value: number, locale: Locale) =>
  locale === 'fr' ? new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value) : value.toFixed(2);
const mixText = (mix: Mix) => mix.lines.map((line) => `${line.count} × ${line.container.price.type_name}`).join(' + ');

export interface CoverageCalculatorProps {
  productId: number;
  /** Names the mix's lines in a job. */
  productTitle: string;
  coverage: Coverage;
  prices: PriceTypeData[];
  /** The sheen and colours chosen in the form above: the mix is bought in them. */
  tagId: number;
  colorIds: number[];
}

/** Floor area, coats and wood → litres, the cheapest mix of sizes and one button to add it. */
export default function CoverageCalculator({ productId, productTitle, coverage, prices, tagId, colorIds }: CoverageCalculatorProps) {
  const ids = useId();
  const t = useTranslations('basket.client');
  const locale = useLocale();
  const errorText = useErrorText();
  const store = useAppStore();
  const porosities = porositiesOf(coverage);
  const [unit, setUnit] = useState<AreaUnit>(storedAreaUnit);
  const [area, setArea] = useState('');
  const [coats, setCoats] = useState('2');
  const [porosity, setPorosity] = useState<Porosity | null>(porosities.includes('average') ? 'average' : (porosities[0] ?? null));
  const [adding, setAdding] = useState(false);
  const [limitShown, setLimitShown] = useState(false);
  const [waiting, setWaiting] = useWaitingNotice();
  const jobs = useJobsOfferedHere();
  const [jobId, setJobId] = useState<number | null>(null);

  /** The job's own floor; what it has not measured yet stays as typed. */
  const prefill = (job: JobSummary | null) => {
    setJobId(job?.id ?? null);
    if (!job) return;
    if (job.area !== null) {
      setUnit(job.area_unit);
      setArea(String(job.area));
    }
    if (job.coats !== null) setCoats(String(job.coats));
    if (job.porosity && porosities.includes(job.porosity)) setPorosity(job.porosity);
  };

  const switchUnit = (next: AreaUnit) => {
    const value = Number(area);
    // The floor stays the same size: the figure typed is converted, not reread in the new unit.
    if (area !== '' && value > 0) setArea(oneDecimal(next === 'ft2' ? value / SQUARE_METRES_PER_SQUARE_FOOT : value * SQUARE_METRES_PER_SQUARE_FOOT));
    setUnit(next);
    storeAreaUnit(next);
  };

  const areaValue = Number(area);
  const coatCount = Number(coats);
  const valid = area !== '' && areaValue > 0 && Number.isInteger(coatCount) && coatCount >= 1 && coatCount <= MAX_COATS;
  const rate = rateFor(coverage, porosity);
  const litres = valid ? litresNeeded(toSquareMetres(areaValue, unit), coatCount, rate) : null;
  const mix = litres ? cheapestMix(litres.rounded, containersFor(coverage, prices, tagId)) : null;
  const unitRate = unit === 'm2' ? rate : rate / SQUARE_METRES_PER_SQUARE_FOOT;

  const jobDialog = (mix: Mix) => ({
    title: JOB_DIALOG_TITLES.addToJob,
    lines: mix.lines.map(({ container: { price }, count }) => ({
      fields: variantFields(productId, price, colorIds, count),
      label: variantLabel(productTitle, price),
    })),
    floor: { area: areaValue, area_unit: unit, coats: coatCount, porosity: porosities.length > 0 ? porosity : null },
    ...(jobId !== null && { jobId }),
  });

  const add = async () => {
    if (!mix) return;
    setAdding(true);
    setLimitShown(false);
    setWaiting(null);
    try {
      const result = await addMix({ productId, productTitle, colorIds, lines: mix.lines, store });
      setLimitShown(result.capped);
      if (result.waiting.length > 0)
        setWaiting(
          waitingAddText(result.waiting.map(({ label }) => label), (values) => t('add.waiting', values), locale),
          result.waiting.map(({ key }) => key),
        );
      if (result.added > 0) toast.success(t('coverage.added'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={styles.calculator}>
      {jobs && <JobPrefill jobs={jobs} jobId={jobId} onChoose={prefill} />}
      <OptionGroup
        legend={t('coverage.areaUnit')}
        name={`${ids}-unit`}
        value={unit}
        options={AREA_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
        onChange={(value) => switchUnit(value as AreaUnit)}
      />
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{t('coverage.floorArea', { unit: UNIT_LABELS[unit] })}</span>
          <input type="number" inputMode="decimal" min="0" step="any" value={area} onChange={(event) => setArea(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{t('coverage.coats')}</span>
          <input type="number" inputMode="numeric" min="1" max={MAX_COATS} step="1" value={coats} onChange={(event) => setCoats(event.target.value)} />
        </label>
      </div>
      {porosities.length > 0 && porosity && (
        <OptionGroup
          legend={t('coverage.wood')}
          name={`${ids}-porosity`}
          value={porosity}
          options={porosities.map((value) => ({ value, label: POROSITY_LABELS[value] }))}
          onChange={(value) => setPorosity(value as Porosity)}
        />
      )}
      <output className={styles.result} aria-live="polite">
        {litres && mix ? (
          <>
            <span className={styles.litres}>{t('coverage.youNeed', { litres: figure(litres.rounded, locale) })}</span>
            <span className={styles.reasoning}>
              {t('coverage.reasoning', {
                area: oneDecimal(areaValue, locale),
                unit: UNIT_LABELS[unit],
                coats: coatCount,
                rate: oneDecimal(unitRate, locale),
                exact: twoDecimals(litres.exact, locale),
                rounded: figure(litres.rounded, locale),
              })}
            </span>
            {mix.lines.length > 0 && (
              <span className={styles.mix}>
                {t.rich('coverage.cheapestMix', {
                  mix: mixText(mix),
                  litres: figure(mix.litres, locale),
                  total: formatPrice(mix.total, locale),
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </span>
            )}
          </>
        ) : (
          <span className={styles.reasoning}>{t('coverage.enter', { max: MAX_COATS })}</span>
        )}
      </output>
      {mix && mix.lines.length > 0 && (
        <div className={styles.buttons}>
          <button type="button" className="btn btn-primary" onClick={add} disabled={adding} aria-busy={adding}>
            {adding ? t('coverage.adding') : t('coverage.addMix', { mix: mixText(mix) })}
          </button>
          <AddToJobButton dialog={jobDialog(mix)} text={t('coverage.addMixToJob', { mix: mixText(mix) })} />
        </div>
      )}
      <div role="status">
        {limitShown && <p className={styles.limit}>{t('limit')}</p>}
        {waiting && <p className={styles.waiting}>{waiting}</p>}
      </div>
    </div>
  );
}
