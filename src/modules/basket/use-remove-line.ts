import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import type { BasketLine } from '@/modules/basket/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketLoaderSet, basketReceived } from '@/modules/basket/basket-slice';
import { toast } from '@/shared/ui/toast';
import { queueLineRemoval } from './offline-line-changes';

/** Remove a line (POST /basket/delete by id); the server's answer drops it and its totals. Without signal the removal waits on the device. */
export function useRemoveLine(line: BasketLine) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);
  const t = useTranslations('basket.client.line');
  const errorText = useErrorText();
  const label = t('queuedRemoval', { title: line.product.title });

  const remove = async () => {
    setRemoving(true);
    dispatch(basketLoaderSet(true));
    const done = () => {
      dispatch(basketLoaderSet(false));
      setRemoving(false);
    };
    const key = crypto.randomUUID();
    if (!navigator.onLine) {
      await queueLineRemoval(line, key, label).finally(done);
      return;
    }
    const lines = await import('./api');
    try {
      dispatch(basketReceived(await lines.removeLine(line.id, key)));
    } catch (error) {
      if (lines.gotNoAnswer(error)) await queueLineRemoval(line, key, label);
      else toast.error(errorText(error));
      done();
    }
  };

  return { removing, remove };
}
