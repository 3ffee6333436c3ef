import { useTranslations } from 'next-intl';

/** What went into the basket when several lines were added at once (buy again, the order pad), and what did not. */
export interface AddOutcomeView {
  added: { label: string; count: number; capped: boolean }[];
  /** Products or variants no longer sold, named. */
  notSold?: string[];
  /** Lines already at 10 in the basket. */
  full: string[];
  /** Lines not added, with the reason. */
  refused: { label: string; message: string }[];
}

/** Lines the dashboard would not take, each with its reason (into the basket or a job). */
export function RefusedLines({ refused }: { refused: AddOutcomeView['refused'] }) {
  const t = useTranslations('kit.client.addOutcome');
  if (refused.length === 0) return null;
  return (
    <ul aria-label={t('notAdded')}>
      {refused.map((line, index) => (
        <li key={`${line.label}-${index}`}>
          {line.label}: {line.message}
        </li>
      ))}
    </ul>
  );
}

export function AddOutcomeDetails({ outcome }: { outcome: AddOutcomeView }) {
  const stopped = outcome.added.some((line) => line.capped) || outcome.full.length > 0;
  const t = useTranslations('kit.client.addOutcome');
  const kit = useTranslations('kit.client');
  return (
    <>
      {outcome.added.length > 0 && (
        <ul aria-label={t('added')}>
          {outcome.added.map((line, index) => (
            <li key={`${line.label}-${index}`}>
              {line.count} × {line.label}
              {line.capped ? ` ${t('stoppedAt10')}` : ''}
            </li>
          ))}
        </ul>
      )}
      {outcome.notSold?.map((name) => (
        <p key={name}>{t('notSold', { name })}</p>
      ))}
      {outcome.full.map((name) => (
        <p key={name}>{t('full', { name })}</p>
      ))}
      <RefusedLines refused={outcome.refused} />
      {stopped && <p>{kit('maxQuantity')}</p>}
    </>
  );
}
