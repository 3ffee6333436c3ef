'use client';

import { Alert, Button, Modal, Radio } from 'antd';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH, PICKUP_ADDRESS, SHIPPING_MODE_PICKUP, SHIPPING_MODE_SHIP } from '@/shared/config/constants';
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
import { addressSchema, emptyAddress, NO_RATES_MESSAGE, type AddressValues } from '../schema';
import { AddressFields } from '@/modules/address/components';
import styles from './CheckoutModals.module.css';
import { useSwiftChoice } from '@/shared/ui/form/use-swift-choice';

const MODE_OPTIONS = [
  { value: SHIPPING_MODE_SHIP, label: 'Ship to an address' },
  { value: SHIPPING_MODE_PICKUP, label: 'Take by myself' },
];

/** Ship or pick up; renders again only when the choice does, the form's part in a transition (useSwiftChoice). */
function ModeChoice({ onChange }: { onChange: () => void }) {
  const { values, setFieldValue } = useFormikContext<AddressValues>();
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
        aria-label="How you receive your order"
        value={mode}
        onChange={(event) => choose(event.target.value)}
        options={MODE_OPTIONS}
      />
    ),
    [mode, choose],
  );
}

const usePickupShown = () => useFormikContext<AddressValues>().values.take_by_myself === SHIPPING_MODE_PICKUP;

function ModeContent() {
  const pickup = usePickupShown();
  return pickup ? (
    <address className={styles.pickup}>
      Pick up at {PICKUP_ADDRESS.name}, {PICKUP_ADDRESS.street}, {PICKUP_ADDRESS.city}, {PICKUP_ADDRESS.state} {PICKUP_ADDRESS.zip}.
    </address>
  ) : (
    <AddressFields />
  );
}

const submitText = (values: AddressValues) => (values.take_by_myself === SHIPPING_MODE_PICKUP ? 'Continue' : 'See shipping options');

interface Props {
  basketData: BasketData;
  onClose: () => void;
}

/** docs/contract.md §2 Payment address modal: ship to an address (rates lookup) or take it by myself. */
export default function PaymentAddressModal({ basketData, onClose }: Props) {
  const dispatch = useAppDispatch();
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

  const actions = useMemo(() => ({ className: styles.actions, before: <Button onClick={onClose}>Back to basket</Button> }), [onClose]);

  const submit = async (values: AddressValues) => {
    setFailure(null);
    dispatch(checkoutAddressSaved(values));
    const answer = await getRates(values);
    if (values.take_by_myself === SHIPPING_MODE_SHIP && answer.rates.length === 0) {
      setFailure(answer.message ?? NO_RATES_MESSAGE);
      return;
    }
    if (values.take_by_myself === SHIPPING_MODE_SHIP) void saveShippingAddress(values);
    dispatch(checkoutRatesReceived({ address: values, rates: answer.rates, taxRate: answer.taxRate }));
    dispatch(modalOpened({ type: 'PAYMENT', props: {} }));
  };

  return (
    <Modal open title="Delivery" width={MODAL_WIDTH.default + 140} onCancel={onClose} footer={null} maskClosable={false}>
      <p>
        Basket total: <strong>{formatPrice(basketFigures(basketData).total)}</strong> · {basketData.data.length}{' '}
        {basketData.data.length === 1 ? 'line' : 'lines'}
      </p>
      {job && (
        <p className={styles.job}>
          <span>
            For the job <strong>{job.name}</strong>: the order carries its name as its reference.
          </span>
          <Button size="small" onClick={notForJob}>
            Not for this job
          </Button>
        </p>
      )}
      {/* The form's parts read Formik themselves: a change re-renders those that read it, not antd's Form and every item. */}
      <FormFrame
        label="Delivery address"
        initialValues={initialValues}
        validationSchema={addressSchema}
        onSubmit={submit}
        serverErrors={placeError}
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

/** A lookup the door refused for too many attempts is the form's own; any other failure is about the address, on its fields or on Zip. */
function placeError(error: unknown, helpers: FormikHelpers<AddressValues>): string | null {
  const wait = tooManyAttempts(error);
  if (wait) return wait;
  const { message, fieldErrors } = normaliseError(error);
  showServerErrors(helpers, Object.keys(fieldErrors).length > 0 ? fieldErrors : { zip: message });
  return null;
}
