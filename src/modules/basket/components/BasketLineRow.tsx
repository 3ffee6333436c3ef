'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { MAX_PRODUCT_COLORS } from '@/shared/config/constants';
import type { Locale } from '@/shared/i18n/locales';
import type { BasketLine } from '@/modules/basket/contract';
import { formatPrice } from '@/shared/ui/format';
import { BASKET_QUANTITY_PATH } from '../form-paths';
import { useLineQuantity } from '../use-line-quantity';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { contentLang } from '@/shared/i18n/content-language';
import { lineFormFields } from '../variant';
import { unitPriceAfterDiscount } from '@/modules/money';
import { useRemoveLine } from '../use-remove-line';
import { removalWaiting, useWaitingChanges, waitingCount, waitingFor } from '@/modules/offline';
import { QuantityStepper } from './QuantityStepper';
import styles from './BasketLineRow.module.css';

/** docs/contract.md §9: a choice of all six colours reads 'Custom 6 colors'. */
function colourText(line: BasketLine, customColors: string): string | null {
  if (line.colors.length === 0) return null;
  if (line.colors.length >= MAX_PRODUCT_COLORS) return customColors;
  return line.colors.map((colour) => colour.name).join(', ');
}

/** A price, with the pre-discount one struck through before it when a discount applies. */
function Money({ full, discounted, label, locale }: { full: number; discounted: number; label: string; locale: Locale }) {
  const t = useTranslations('basket.client.line');
  return (
    <>
      <span className="visually-hidden">{label}: </span>
      {discounted !== full && (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">{t('was')} </span>
            {formatPrice(full, locale)}
          </s>{' '}
          <span className="visually-hidden">{t('now')} </span>
        </>
      )}
      <strong className={styles.now} data-last-seen>
        {formatPrice(discounted, locale)}
      </strong>
    </>
  );
}

/** One basket line: what was chosen, its price, quantity and totals (docs/contract.md §3 Basket line, §4). */
export function BasketLineRow({ line }: { line: BasketLine }) {
  const t = useTranslations('basket.client');
  const locale = useLocale();
  const title = line.product.title;
  const quantity = useLineQuantity(line);
  const { removing, remove } = useRemoveLine(line);
  // A count or removal made without signal shows until it is sent (docs/offline.md).
  const waiting = waitingFor(useWaitingChanges(), line.id);
  const queuedCount = waitingCount(waiting);
  const count = quantity.updating ? quantity.count : (queuedCount ?? quantity.count);
  const removeWaits = removalWaiting(waiting);
  const colours = colourText(line, t('customColors'));
  // docs/contract.md §4: line total = unit price × count; it follows the stepper at once, the server confirms.
  const lineTotal = line.price * count;
  const unitAfterDiscount = unitPriceAfterDiscount(line);
  const discountedLineTotal = unitAfterDiscount * count;

  return (
    <li className={styles.row} aria-busy={removing || quantity.updating} data-removing={removing || undefined}>
      <div className={styles.media}>
        <Image src={line.product.img} alt="" fill sizes="(min-width: 768px) 112px, 80px" className={styles.image} />
      </div>
      <div className={styles.info}>
        <h3 className={styles.title}>
          <Link href={`/product/${encodeURIComponent(line.product.slug)}`} lang={contentLang(line, locale)}>
            {title}
          </Link>
        </h3>
        <dl className={styles.options}>
          <div>
            <dt>{t('line.sheens')}</dt>
            <dd>{line.priceData.tag_name}</dd>
          </div>
          <div>
            <dt>{t('line.type')}</dt>
            <dd>{line.priceData.type_name}</dd>
          </div>
          {colours && (
            <div>
              <dt>{t('line.colours', { count: line.colors.length })}</dt>
              <dd>{colours}</dd>
            </div>
          )}
        </dl>
        <p className={styles.unit}>
          <Money full={line.price} discounted={unitAfterDiscount} label={t('line.unitPrice')} locale={locale} /> {t('line.each')}
          {unitAfterDiscount < line.price && <span className={styles.badge}>−{line.discount}%</span>}
        </p>
        <button
          type="button"
          className={styles.remove}
          onClick={() => {
            quantity.cancelPending();
            void remove();
          }}
          disabled={removing || removeWaits}
        >
          {/* Named by its text, so the name holds what it shows while removing too (WCAG 2.5.3). */}
          {removeWaits ? t('line.removalWaiting') : removing ? t('line.removing') : t('line.remove')}
          <span className="visually-hidden"> {title}</span>
        </button>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper title={title} value={count} onChange={quantity.change} postTo={{ action: localePath(BASKET_QUANTITY_PATH, locale), fields: lineFormFields(line) }} />
        {queuedCount !== undefined && !quantity.updating && <p className={styles.waiting}>{t('waitingForSignal')}</p>}
      </div>
      <p className={styles.total} data-updating={quantity.updating || undefined}>
        <Money full={lineTotal} discounted={discountedLineTotal} label={t('line.lineTotal')} locale={locale} />
      </p>
    </li>
  );
}
