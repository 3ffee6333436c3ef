import { useState } from 'react';
import type { BasketLine } from '@/modules/basket/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketLoaderSet, basketReceived } from '@/modules/basket/basket-slice';
import { toast } from '@/shared/ui/toast';
import { queueLineRemoval } from './offline-line-changes';

/** Remove a line (POST /basket/delete by id); the server's answer drops it and its totals. Without signal the removal waits on the device. */
export function useRemoveLine(line: BasketLine) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    dispatch(basketLoaderSet(true));
    const done = () => {
      dispatch(basketLoaderSet(false));
      setRemoving(false);
    };
    const key = crypto.randomUUID();
    if (!navigator.onLine) {
      await queueLineRemoval(line, key).finally(done);
      return;
    }
    const lines = await import('./api');
    try {
      dispatch(basketReceived(await lines.removeLine(line.id, key)));
    } catch (error) {
      if (lines.gotNoAnswer(error)) await queueLineRemoval(line, key);
      else toast.error(lines.failureMessage(error));
      done();
    }
  };

  return { removing, remove };
}
