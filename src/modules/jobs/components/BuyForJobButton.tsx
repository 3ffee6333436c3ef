'use client';

import { useTranslations } from 'next-intl';
import type { Job } from '@/modules/jobs/contract';
import { rememberCheckoutJob } from '@/modules/checkout';
import { useBuyLines } from '@/modules/orders';
import { useAppDispatch } from '@/shared/store/hooks';
import { checkoutAddressSaved } from '@/modules/checkout';
import { PendingButton } from '@/shared/ui/PendingButton';

/**
 * Buy for the job: every line into the basket as buy again puts an order's (10 per line, "No longer
 * sold: …"), and the checkout then delivers to the job's site and makes the order for the job.
 */
export function BuyForJobButton({ job }: { job: Job }) {
  const t = useTranslations('jobs.client.job');
  const dispatch = useAppDispatch();
  const { busy, buy } = useBuyLines();
  if (job.lines.length === 0) return null;

  const bought = () => {
    rememberCheckoutJob(job);
    // The site replaces an address typed earlier in this visit.
    if (job.site) dispatch(checkoutAddressSaved({ ...job.site, take_by_myself: 0 }));
  };

  return (
    <PendingButton className="btn btn-primary" pending={busy} onClick={() => void buy(async () => job.lines, job.name, bought)}>
      {t('buy')}
    </PendingButton>
  );
}
