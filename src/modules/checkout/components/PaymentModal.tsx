'use client';

import { Alert, Button, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MODAL_WIDTH, SHIPPING_MODE_PICKUP } from '@/shared/config/constants';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBasket } from '@/modules/basket';
import { selectCheckout } from '@/modules/checkout/checkout-slice';
import { checkoutFigures } from '@/modules/money';
import { canPay, toggleCarrier, type AppliedCoupon } from '../summary';
import { PAYMENT_FRAME_NAME, useHostedPayment } from '../use-hosted-payment';
import { CarrierChoice } from './CarrierChoice';
import { CouponField } from './CouponField';
import { OrderConfirmation } from './OrderConfirmation';
import { PaymentCheck } from './PaymentCheck';
import { OrderSummary } from './OrderSummary';
import { PolicyStep } from './PolicyStep';
import styles from './CheckoutModals.module.css';
import { PickupAddress } from '@/modules/address/components';

/** docs/contract.md §2 Payment modal: policy → carrier and summary with promo code → hosted card form. */
export default function PaymentModal({ onClose }: { onClose: () => void }) {
  const { basketData } = useAppSelector(selectBasket);
  const { address, rates, taxRate } = useAppSelector(selectCheckout);
  const t = useTranslations('checkout.client.payment');
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const payment = useHostedPayment(basketData.data);
  const mode = address?.take_by_myself ?? SHIPPING_MODE_PICKUP;
  const rate = chosen === null ? null : rates[chosen];
  const figures = checkoutFigures(basketData, rate?.amount ?? 0, taxRate, coupon);

  const choosing = payment.phase === 'choose' && policyAccepted;
  // While choosing, a failed Pay (a 429 included) is told beside the Pay button, where the customer looks.
  const failure = payment.error && <Alert className={styles.alert} type="error" role="alert" showIcon message={payment.error} />;

  const close = async () => {
    if (await payment.close()) onClose();
  };

  return (
    <Modal
      open
      title={t('title')}
      width={MODAL_WIDTH.payment}
      maskClosable={false}
      onCancel={() => void close()}
      footer={null}
      rootClassName="payment-modal"
    >
      {!choosing && failure}
      {payment.phase === 'done' && payment.confirmation && <OrderConfirmation confirmation={payment.confirmation} onDone={() => void close()} />}
      {payment.phase === 'settling' && <PaymentCheck settling={payment.settling} onCheckAgain={payment.checkAgain} />}
      {payment.phase === 'card' && (
        <iframe
          name={PAYMENT_FRAME_NAME}
          title={t('cardFrame')}
          className={styles.frame}
          style={payment.frameHeight ? { height: payment.frameHeight } : undefined}
        />
      )}
      {payment.phase === 'choose' && !policyAccepted && <PolicyStep onAccept={() => setPolicyAccepted(true)} />}
      {choosing && (
        <div className={styles.layout}>
          <div>
            {mode === SHIPPING_MODE_PICKUP ? (
              <section aria-labelledby="pickup-title">
                <h3 id="pickup-title">{t('pickupTitle')}</h3>
                <PickupAddress className={styles.pickup} />
              </section>
            ) : (
              <CarrierChoice rates={rates} chosen={chosen} onChoose={(index) => setChosen(toggleCarrier(chosen, index))} />
            )}
          </div>
          <section aria-labelledby="summary-title">
            <h3 id="summary-title">{t('summaryTitle')}</h3>
            <OrderSummary lines={basketData.data} figures={figures} coupon={coupon} shippingKnown={mode === SHIPPING_MODE_PICKUP || rate !== null} />
            <CouponField orderId={payment.pendingOrderId} onApplied={setCoupon} />
            {failure}
            <Button
              type="primary"
              block
              size="large"
              disabled={!canPay(mode, chosen, payment.busy)}
              loading={payment.busy}
              onClick={() => void payment.pay(rate, coupon?.code ?? '')}
            >
              {t('pay')}
            </Button>
          </section>
        </div>
      )}
    </Modal>
  );
}
