'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { keepForOffline } from '@/modules/offline';
import type { Coverage } from '@/modules/catalogue/contract';
import type { CoverageCalculatorProps } from './CoverageCalculator';
import styles from './CoverageCalculator.module.css';

// One loader for both: the bundler gives each import() call its own chunk group.
const loadCalculator = () => import('./CoverageCalculator');

/** The calculator's code comes on first open, or after the page has loaded (so it works offline too), never with the page. */
const CoverageCalculator = dynamic(loadCalculator, {
  ssr: false,
  loading: () => <CalculatorLoading />,
});

function CalculatorLoading() {
  return <p role="status">{useTranslations('basket.client.coverage')('loading')}</p>;
}

/** The rule in words, so the figures are there before (or without) scripts. */
function ruleText(coverage: Coverage, t: ReturnType<typeof useTranslations<'basket.client.coverage'>>): string {
  const { dense, porous } = coverage.by_porosity ?? {};
  const rate = coverage.m2_per_litre_per_coat;
  return dense && porous && dense !== porous ? t('ruleRange', { rate, dense, porous }) : t('rule', { rate });
}

export function CoverageDetails(props: CoverageCalculatorProps) {
  const t = useTranslations('basket.client.coverage');
  const [opened, setOpened] = useState(false);
  useEffect(() => keepForOffline(loadCalculator), []);
  return (
    <details className={styles.details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>{t('open')}</summary>
      <div className={styles.body}>
        <p className={styles.rule}>{ruleText(props.coverage, t)}</p>
        {opened && <CoverageCalculator {...props} />}
      </div>
    </details>
  );
}
