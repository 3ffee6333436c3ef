import { useState } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketLoaderSet, basketReceived } from '@/shared/store/slices/basket';
import { toast } from '@/shared/ui/toast';

/** Remove a line (POST /basket/delete by id); the server's answer drops it and its totals. */
export function useRemoveLine(lineId: number) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    dispatch(basketLoaderSet(true));
    const lines = await import('./api');
    try {
      dispatch(basketReceived(await lines.removeLine(lineId)));
    } catch (error) {
      toast.error(lines.failureMessage(error));
      dispatch(basketLoaderSet(false));
      setRemoving(false);
    }
  };

  return { removing, remove };
}
