'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { queueBasketAdd, waitingAddText } from '@/modules/basket/queue-add';
import { variantLabel } from '@/modules/catalogue';
import { useWaitingNotice } from '@/modules/offline';
import type { Product } from '@/modules/catalogue/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { basketReceived } from '@/modules/basket/basket-slice';
import { formatPrice } from '@/shared/ui/format';
import { toast } from '@/shared/ui/toast';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { BASKET_ADD_PATH } from '../form-paths';
import { colorIdsOf, defaultColorChoice, defaultPrice, priceForSheen, sheensOf, typeIdsForSheen, typesOf, variantFields, type ColorChoice } from '../variant';
import { ColorPicker } from './ColorPicker';
import { CoverageDetails } from './CoverageDetails';
import { OptionGroup } from './OptionGroup';
import { QuantityStepper } from './QuantityStepper';
import { AddToJobButton } from './AddToJobButton';
import { JOB_DIALOG_TITLES } from '../job-titles';
import { BasketErrorNotices } from './BasketErrorNotices';
import styles from './AddToBasketForm.module.css';


/** The HTTP client is not in the page's first load: it comes when the customer reaches for the button. */
const loadBasketApi = () => import('../api');
const prefetchApi = () => void loadBasketApi();

/** The product page's one interactive leaf: Sheens, Type, colour, quantity and Add to basket. */
interface AddToBasketFormProps {
  product: Pick<Product, 'id' | 'slug' | 'title' | 'price_type_data' | 'color' | 'coverage'>;
  /** This page's path: where the plain form comes back to with an error. */
  returnTo: string;
}

export function AddToBasketForm({ product, returnTo }: AddToBasketFormProps) {
  const prices = product.price_type_data;
  const dispatch = useAppDispatch();
  const [price, setPrice] = useState(() => defaultPrice(prices));
  const [color, setColor] = useState<ColorChoice | null>(() => defaultColorChoice(product.color));
  const [count, setCount] = useState(1);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useWaitingNotice();
  const t = useTranslations('basket.client.add');
  const locale = useLocale();
  const errorText = useErrorText();

  if (!price) return null;
  const sheens = sheensOf(prices);
  const types = typesOf(prices);
  const typesWithSheen = typeIdsForSheen(prices, price.tag_id);

  const fields = variantFields(product.id, price, colorIdsOf(color, product.color), count);


  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    // One key for this add, tried now and, when no answer comes, kept with it: it is made once.
    const key = crypto.randomUUID();
    // Without signal (or with a bar that answers nothing) the add waits on the device.
    const keepForLater = async () => {
      // queueBasketAdd loads the queue's code only now; the page already fetched it after its load, to send what waits.
      const label = `${count} × ${product.title}`;
      await queueBasketAdd(fields, label, key);
      setWaiting(waitingAddText([label], (values) => t('waiting', values), locale), [key]);
    };
    if (!navigator.onLine) {
      await keepForLater();
      setSending(false);
      return;
    }
    setWaiting(null);
    try {
      const { addToBasket } = await loadBasketApi();
      const answer = await addToBasket(fields, key);
      dispatch(basketReceived(answer));
      toast.success(t('added'));
      if (answer.discount_message) {
        dispatch(modalOpened({ type: 'DISCOUNT_NOTIFICATION', props: { message: answer.discount_message } }));
      }
    } catch (error) {
      // No answer (or the call's code could not even load): the add waits instead of being lost.
      // The error reading comes with the call's code, so the client stays out of the page's first load.
      const basketApi = await loadBasketApi().catch(() => null);
      if (!basketApi || basketApi.gotNoAnswer(error)) await keepForLater();
      else toast.error(errorText(error));
    } finally {
      setSending(false);
    }
  };

  // Before scripts run (or without them) the form posts to /basket/add, which adds through the same door.
  return (
    <>
    <form className={styles.form} onSubmit={submit} method="post" action={localePath(BASKET_ADD_PATH, locale)} aria-label={t('formLabel')}>
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name="return_to" value={returnTo} />
      <BasketErrorNotices />
      <p className={styles.price} data-last-seen>
        <span className="visually-hidden">{t('price')} </span>
        <output aria-live="polite">{formatPrice(price.type_price, locale)}</output>
      </p>
      <OptionGroup
        legend={t('sheens')}
        name="sheen"
        value={String(price.tag_id)}
        options={sheens.map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(tagId) => setPrice(priceForSheen(prices, Number(tagId), price.type_id) ?? price)}
      />
      <OptionGroup
        legend={t('type')}
        name="type"
        value={String(price.type_id)}
        options={types.map((t) => ({ value: String(t.id), label: t.name, disabled: !typesWithSheen.has(t.id) }))}
        onChange={(typeId) => setPrice(prices.find((p) => p.tag_id === price.tag_id && p.type_id === Number(typeId)) ?? price)}
      />
      {color && <ColorPicker colors={product.color} value={color} onChange={setColor} />}
      <div className={styles.actions}>
        <QuantityStepper label={t('quantity')} name="count" value={count} onChange={setCount} />
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={sending}
          aria-busy={sending}
          onPointerEnter={prefetchApi}
          onFocus={prefetchApi}
          onTouchStart={prefetchApi}
        >
          {sending ? t('adding') : t('submit')}
        </button>
        <AddToJobButton dialog={{ title: JOB_DIALOG_TITLES.addToJob, lines: [{ fields, label: variantLabel(product.title, price) }] }} className={`btn btn-ghost ${styles.submit}`} />
      </div>
      <p role="status" className={styles.waiting}>
        {waiting}
      </p>
    </form>
    {product.coverage && (
      <CoverageDetails
        productId={product.id}
        productTitle={product.title}
        coverage={product.coverage}
        prices={prices}
        tagId={price.tag_id}
        colorIds={colorIdsOf(color, product.color)}
      />
    )}
    </>
  );
}
