'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch, KeyboardEvent, Ref } from 'react';
import { offersCustomSet, sheensOf, typeIdsForSheen, typesOf } from '@/modules/catalogue';
import { MAX_LINE_QUANTITY, MAX_PRODUCT_COLORS, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import type { PadWords } from '../words';
import { rowProblem, type Candidate, type PadRow, type RowAction } from '../rows';
import { PadSelect } from './PadSelect';
import { ProductCombobox } from './ProductCombobox';
import styles from './OrderPad.module.css';

const CUSTOM_SET = 'custom';

interface PadRowFieldsProps {
  row: PadRow;
  index: number;
  /** Show what stops the row even before it is touched (after "Add all", or a pasted row). */
  showProblem: boolean;
  /** The pad's words in the page's language (usePadWords). */
  words: PadWords;
  productRef?: Ref<HTMLInputElement>;
  dispatch: Dispatch<RowAction>;
  onPick: (rowId: number, candidate: Candidate) => void;
  onRetry: (rowId: number) => void;
  onCountEnter: (rowId: number) => void;
}

/** One line of the pad: product, sheen, type, colour and count, and what stops it, on the row itself. */
export function PadRowFields({ row, index, showProblem, words, productRef, dispatch, onPick, onRetry, onCountEnter }: PadRowFieldsProps) {
  const t = useTranslations('orderPad.client');
  const name = words.line(index + 1);
  const messageId = `pad-row-${row.id}-message`;
  const product = row.product.state === 'ready' ? row.product.product : null;
  const prices = product?.price_type_data ?? [];
  const price = prices.find((entry) => entry.id === row.priceId);
  const colours = product?.color.slice(0, MAX_PRODUCT_COLORS) ?? [];
  const problem = row.refused ?? rowProblem(row, words);
  const shown = problem && (showProblem || row.refused || ['not-found', 'ambiguous', 'failed', 'loading'].includes(row.product.state));
  const id = row.id;

  const onCountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onCountEnter(id);
  };

  return (
    <fieldset className={styles.row} aria-describedby={shown ? messageId : undefined}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.fields}>
        <ProductCombobox
          inputRef={productRef}
          label={t('product')}
          value={row.query}
          describedBy={shown ? messageId : undefined}
          invalid={Boolean(shown)}
          onType={(query) => dispatch({ type: 'typed', id, query })}
          onPick={(candidate) => onPick(id, candidate)}
        />
        <PadSelect
          label={t('sheen')}
          disabled={!product}
          value={price ? String(price.tag_id) : ''}
          options={sheensOf(prices).map((sheen) => ({ value: String(sheen.id), label: sheen.name }))}
          onChange={(value) => dispatch({ type: 'sheen', id, tagId: Number(value) })}
        />
        <PadSelect
          label={t('type')}
          disabled={!product}
          value={price ? String(price.type_id) : ''}
          options={typesOf(prices).map((type) => ({
            value: String(type.id),
            label: type.name,
            disabled: price ? !typeIdsForSheen(prices, price.tag_id).has(type.id) : false,
          }))}
          onChange={(value) => dispatch({ type: 'type', id, typeId: Number(value) })}
        />
        <PadSelect
          label={t('color')}
          disabled={colours.length === 0}
          value={row.color ? (row.color.kind === 'customSet' ? CUSTOM_SET : String(row.color.id)) : ''}
          options={[
            ...colours.map((colour) => ({ value: String(colour.id), label: colour.name })),
            ...(offersCustomSet(colours) ? [{ value: CUSTOM_SET, label: words.customColors }] : []),
          ]}
          onChange={(value) => dispatch({ type: 'color', id, color: value === CUSTOM_SET ? { kind: 'customSet' } : { kind: 'single', id: Number(value) } })}
        />
        <label className={`${styles.field} ${styles.countField}`}>
          <span className="field-label">{t('count')}</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={MIN_LINE_QUANTITY}
            max={MAX_LINE_QUANTITY}
            value={row.count}
            aria-invalid={Boolean(shown && product) || undefined}
            onChange={(event) => dispatch({ type: 'count', id, count: event.target.value })}
            onKeyDown={onCountKey}
          />
        </label>
        <button type="button" className={`btn btn-ghost ${styles.remove}`} aria-label={t('removeLine', { n: index + 1 })} onClick={() => dispatch({ type: 'removed', id })}>
          {t('remove')}
        </button>
      </div>
      {shown && (
        <div id={messageId} className={styles.problem}>
          <p>
            {row.pasted !== null && <span className={styles.pasted}>{t('pasted', { line: row.pasted })}</span>}
            {problem}
          </p>
          {row.product.state === 'ambiguous' && (
            <ul className={styles.candidates} aria-label={t('matching', { n: index + 1 })}>
              {row.product.candidates.map((candidate) => (
                <li key={candidate.slug}>
                  <button type="button" className="btn btn-ghost" onClick={() => onPick(id, candidate)}>
                    {candidate.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {row.product.state === 'failed' && (
            <button type="button" className="btn btn-ghost" onClick={() => onRetry(id)}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
