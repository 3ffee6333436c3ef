'use client';

import dynamic from 'next/dynamic';
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
  loading: () => <p role="status">Loading the calculator…</p>,
});

/** The rule in words, so the figures are there before (or without) scripts. */
function ruleText(coverage: Coverage): string {
  const { dense, porous } = coverage.by_porosity ?? {};
  const range = dense && porous && dense !== porous ? ` (${dense} m² on dense wood, ${porous} m² on porous wood)` : '';
  return `One litre covers ${coverage.m2_per_litre_per_coat} m² per coat${range}.`;
}

export function CoverageDetails(props: CoverageCalculatorProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => keepForOffline(loadCalculator), []);
  return (
    <details className={styles.details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>Calculate how much you need</summary>
      <div className={styles.body}>
        <p className={styles.rule}>{ruleText(props.coverage)}</p>
        {opened && <CoverageCalculator {...props} />}
      </div>
    </details>
  );
}
