'use client';

import { Alert, Button, Modal, Radio } from 'antd';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH, SHIPPING_MODE_PICKUP, SHIPPING_MODE_SHIP } from '@/shared/config/constants';
import type { BasketData } from '@/modules/basket/contract';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/modules/session';
import { checkoutAddressSaved, checkoutRatesReceived, selectCheckout } from '@/modules/checkout/checkout-slice';
import { modalOpened } from '@/shared/store/modal-slice';
import { FormFrame, showServerErrors, tooManyAttempts } from '@/shared/ui/form';
import { forgetCheckoutJob, readCheckoutJob } from '@/modules/checkout/checkout-job';
import { basketFigures } from '@/modules/money';
import { formatPrice } from '@/shared/ui/format';
import { getRates, saveShippingAddress } from '../api';
import { emptyAddress, useAddressSchema, type AddressValues } from '../schema';
import { AddressFields } from '@/modules/address/components';
import { usePickupAddress } from '@/modules/address';
import styles from './CheckoutModals.module.css';
import { useSwiftChoice } from '@/shared/ui/form/use-swift-choice';

/** Ship or pick up; renders again only when the choice does, the form's part in a transition (useSwiftChoice). */
function ModeChoice({ onChange }: { onChange: () => void }) {
  const { values, setFieldValue } = useFormikContext<AddressValues>();
  const t = useTranslations('checkout.client.delivery');
  const shipText = t('ship');
  const pickupText = t('pickup');
  const modeLabel = t('modeLabel');
  const options = useMemo(
    () => [
      { value: SHIPPING_MODE_SHIP, label: shipText },
      { value: SHIPPING_MODE_PICKUP, label: pickupText },
    ],
    [shipText, pickupText],
  );
  const update = useCallback(
    (next: AddressValues['take_by_myself']) => {
      onChange();
      void setFieldValue('take_by_myself', next, false);
    },
    [onChange, setFieldValue],
  );
  const [mode, choose] = useSwiftChoice(values.take_by_myself, update);
  return useMemo(
    () => (
      <Radio.Group
        className={styles.modeChoice}
        aria-label={modeLabel}
        value={mode}
        onChange={(event) => choose(event.target.value)}
        options={options}
      />
    ),
    [mode, choose, modeLabel, options],
  );
}

const usePickupShown = () => useFormikContext<AddressValues>().values.take_by_myself === SHIPPING_MODE_PICKUP;

function ModeContent() {
  const pickup = usePickupShown();
  const t = useTranslations('checkout.client.delivery');
  const desk = usePickupAddress();
  return pickup ? (
    <address className={styles.pickup}>
      {t('pickupAt', desk)}
    </address>
  ) : (
    <AddressFields />
  );
}


interface Props {
  basketData: BasketData;
  onClose: () => void;
}

/** docs/contract.md §2 Payment address modal: ship to an address (rates lookup) or take it by myself. */
export default function PaymentAddressModal({ basketData, onClose }: Props) {
  const dispatch = useAppDispatch();
  const t = useTranslations('checkout.client.delivery');
  const locale = useLocale();
  const errorText = useErrorText();
  const addressSchema = useAddressSchema();
  const serverErrors = useMemo(() => placeError(errorText), [errorText]);
  const continueText = t('continue');
  const seeRatesText = t('seeRates');
  const submitText = useCallback(
    (values: AddressValues) => (values.take_by_myself === SHIPPING_MODE_PICKUP ? continueText : seeRatesText),
    [continueText, seeRatesText],
  );
  const user = useAppSelector(selectUser);
  const { address } = useAppSelector(selectCheckout);
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = useCallback(() => setFailure(null), []);
  const [job, setJob] = useState(readCheckoutJob);
  // The address typed earlier in this visit, else the site of the job being bought for, else the customer's name (docs/contract.md §6 prefill).
  const initialValues: AddressValues = address ??
    (job?.site ? { ...emptyAddress, ...job.site, take_by_myself: SHIPPING_MODE_SHIP } : null) ?? {
      ...emptyAddress,
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
    };
  const notForJob = () => {
    forgetCheckoutJob();
    setJob(null);
  };

  const backText = t('backToBasket');
  const actions = useMemo(() => ({ className: styles.actions, before: <Button onClick={onClose}>{backText}</Button> }), [onClose, backText]);

  const submit = async (values: AddressValues) => {
    setFailure(null);
    dispatch(checkoutAddressSaved(values));
    const answer = await getRates(values);
    if (values.take_by_myself === SHIPPING_MODE_SHIP && answer.rates.length === 0) {
      setFailure(answer.message ?? t('noRates'));
      return;
    }
    if (values.take_by_myself === SHIPPING_MODE_SHIP) void saveShippingAddress(values);
    dispatch(checkoutRatesReceived({ address: values, rates: answer.rates, taxRate: answer.taxRate }));
    dispatch(modalOpened({ type: 'PAYMENT', props: {} }));
  };

  return (
    <Modal open title={t('title')} width={MODAL_WIDTH.default + 140} onCancel={onClose} footer={null} maskClosable={false}>
      <p>
        {t.rich('basketTotal', {
          total: formatPrice(basketFigures(basketData).total, locale),
          count: basketData.data.length,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {job && (
        <p className={styles.job}>
          <span>{t.rich('forJob', { name: job.name, strong: (chunks) => <strong>{chunks}</strong> })}</span>
          <Button size="small" onClick={notForJob}>
            {t('notForJob')}
          </Button>
        </p>
      )}
      {/* The form's parts read Formik themselves: a change re-renders those that read it, not antd's Form and every item. */}
      <FormFrame
        label={t('formLabel')}
        initialValues={initialValues}
        validationSchema={addressSchema}
        onSubmit={submit}
        serverErrors={serverErrors}
        submitText={submitText}
        block={false}
        actions={actions}
      >
        <ModeChoice onChange={clearFailure} />
        <ModeContent />
        {/* No carrier for the address is an answer, not a failure: a warning, gone when the mode changes. */}
        {failure && <Alert className={styles.alert} type="warning" role="alert" showIcon message={failure} />}
      </FormFrame>
    </Modal>
  );
}

/**
 * A lookup the door refused for too many attempts is the form's own; any other failure is about the address, on its fields or on Zip.
 * `errorText` words the shop's own failures in the page's language; a server's message comes as it was sent.
 */
const placeError =
  (errorText: (error: unknown) => string) =>
  (error: unknown, helpers: FormikHelpers<AddressValues>): string | null => {
    if (tooManyAttempts(error)) return errorText(error);
    const { fieldErrors } = normaliseError(error);
    showServerErrors(helpers, Object.keys(fieldErrors).length > 0 ? fieldErrors : { zip: errorText(error) });
    return null;
  };
