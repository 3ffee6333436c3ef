'use client';

import { useTranslations } from 'next-intl';
import { useReducer, useRef, useState } from 'react';
import { Link } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { usePadWords } from '../use-pad-words';
import { fetchProductBySlug } from '@/modules/catalogue';
import { JobLinesButton } from '@/modules/jobs/components';
import { JOB_DIALOG_TITLES } from '@/modules/basket';
import { AddOutcomeDetails } from '@/shared/ui/AddOutcomeDetails';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketReceived } from '@/modules/basket';
import { modalOpened } from '@/shared/store/modal-slice';
import { addAllRows, type AddAllResult } from '../add-all';
import { failureOf, matchProduct, padMatchCalls as matchCalls } from '../match';
import { inTurn } from '../in-turn';
import { LOOKUPS_AT_ONCE, takePaste } from '../paste-limits';
import { initialPad, isBlank, padReducer, rowVariant, type Candidate } from '../rows';
import { PadRowFields } from './PadRowFields';
import styles from './OrderPad.module.css';

/** The order pad: rows typed or pasted, each with its product, variant and count, and one "Add all to basket". */
export function OrderPad({ basketPath }: { basketPath: string }) {
  const t = useTranslations('orderPad.client');
  const words = usePadWords();
  const errorText = useErrorText();
  const [pad, dispatch] = useReducer(padReducer, undefined, initialPad);
  const storeDispatch = useAppDispatch();
  const [pasted, setPasted] = useState('');
  const [pasteNote, setPasteNote] = useState('');
  const [adding, setAdding] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [result, setResult] = useState<(AddAllResult & { error?: undefined }) | { error: string } | null>(null);
  const productInputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);

  const pick = async (rowId: number, candidate: Candidate) => {
    dispatch({ type: 'product-loading', id: rowId, candidate });
    try {
      const product = await fetchProductBySlug(candidate.slug);
      dispatch(product ? { type: 'product-ready', id: rowId, product } : { type: 'product-not-found', id: rowId });
    } catch (error) {
      dispatch({ type: 'product-failed', id: rowId, candidate, message: failureOf(error, words, errorText) });
    }
  };

  const match = async (id: number, text: string) => {
    if (text.trim() === '') return dispatch({ type: 'product-not-found', id });
    dispatch({ type: 'product-loading', id, candidate: { title: text, slug: '' } });
    try {
      const found = await matchProduct(text, matchCalls);
      if (found.kind === 'found') dispatch({ type: 'product-ready', id, product: found.product });
      else if (found.kind === 'ambiguous') dispatch({ type: 'product-ambiguous', id, candidates: found.candidates });
      else dispatch({ type: 'product-not-found', id });
    } catch (error) {
      dispatch({ type: 'product-failed', id, candidate: null, message: failureOf(error, words, errorText) });
    }
  };

  const retry = (rowId: number) => {
    const row = pad.rows.find((entry) => entry.id === rowId);
    if (row?.product.state !== 'failed') return;
    if (row.product.candidate) pick(rowId, row.product.candidate);
    else match(rowId, row.query);
  };

  const addRow = () => {
    focusNext.current = pad.nextId;
    dispatch({ type: 'added-row' });
  };

  const onCountEnter = (rowId: number) => {
    const index = pad.rows.findIndex((row) => row.id === rowId);
    const next = pad.rows[index + 1];
    if (next) productInputs.current.get(next.id)?.focus();
    else addRow();
  };

  const readPaste = async () => {
    const taken = takePaste(pasted, words);
    if (!taken) {
      setPasteNote(t('nothingToRead'));
      return;
    }
    const { lines, note } = taken;
    const firstId = pad.nextId;
    dispatch({ type: 'pasted', lines, firstId });
    setPasted('');
    setPasteNote(note);
    await inTurn(lines, LOOKUPS_AT_ONCE, (line, index) => match(firstId + index, line.text));
  };

  const addAll = async () => {
    setAttempted(true);
    setAdding(true);
    setResult(null);
    try {
      const outcome = await addAllRows(pad.rows, words, errorText);
      if (outcome.basket) {
        storeDispatch(basketReceived(outcome.basket));
        if (outcome.basket.discount_message) {
          storeDispatch(modalOpened({ type: 'DISCOUNT_NOTIFICATION', props: { message: outcome.basket.discount_message } }));
        }
      }
      dispatch({ type: 'outcome', addedIds: outcome.addedIds, refused: outcome.refused });
      setResult(outcome);
    } catch (error) {
      setResult({ error: errorText(error) });
    } finally {
      setAdding(false);
    }
  };

  const filled = pad.rows.filter((row) => !isBlank(row)).length;

  return (
    <>
      <div className={styles.rows}>
        {pad.rows.map((row, index) => (
          <PadRowFields
            key={row.id}
            row={row}
            index={index}
            showProblem={attempted || row.pasted !== null}
            words={words}
            productRef={(input) => {
              if (input) {
                productInputs.current.set(row.id, input);
                if (focusNext.current === row.id) {
                  focusNext.current = null;
                  input.focus();
                }
              } else productInputs.current.delete(row.id);
            }}
            dispatch={dispatch}
            onPick={pick}
            onRetry={retry}
            onCountEnter={onCountEnter}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={addRow}>
          {t('addRow')}
        </button>
        <button type="button" className="btn btn-primary" onClick={addAll} disabled={adding || filled === 0} aria-busy={adding}>
          {adding ? t('adding') : t('addAll')}
        </button>
        {/* The rows that are ready go to a job as they are; the pad keeps them. */}
        <JobLinesButton title={JOB_DIALOG_TITLES.addToJob} lines={pad.rows.flatMap((row) => rowVariant(row, words) ?? [])} />
      </div>

      <div className={styles.result} role="status">
        {result?.error !== undefined && <p className={styles.problem}>{result.error}</p>}
        {result && result.error === undefined && (
          <div className={styles.outcome}>
            <h2 className={styles.outcomeTitle}>{result.view.added.length > 0 ? t('added') : t('nothingAdded')}</h2>
            <AddOutcomeDetails outcome={result.view} />
            {result.failure && <p className={styles.problem}>{result.failure}</p>}
            {result.view.added.length > 0 && (
              <p>
                <Link href={basketPath}>{t('goToBasket')}</Link>
              </p>
            )}
          </div>
        )}
      </div>

      <div className={styles.pasteBox}>
        <label htmlFor="order-pad-paste-text" className={styles.pasteTitle}>
          {t('pasteTitle')}
        </label>
        <p id="order-pad-paste-hint" className={styles.hint}>
          {t('pasteHint')}
        </p>
        <textarea
          id="order-pad-paste-text"
          className={`textarea ${styles.paste}`}
          aria-describedby="order-pad-paste-hint"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder={t('pastePlaceholder')}
        />
        <button type="button" className="btn btn-ghost" onClick={readPaste} disabled={pasted.trim() === ''}>
          {t('addPasted')}
        </button>
        <p role="status" className={styles.hint}>
          {pasteNote}
        </p>
      </div>
    </>
  );
}
