import type { BasketAnswer, BasketLine } from '@/modules/basket/contract';
import type { Db } from '../db';
import { discountLines, discountedPrice, type DiscountableLine } from './discounts';
import type { Coupon } from './offers';
import { colorsOf, isLiquid, unitWeightLb } from './product-kind';
import { promotionRuleFrom } from './promotion';
import type { BasketLineRecord } from './state';

/** Sealed cans travel in a hazmat-rated carton: a flat charge once any oil or stain is in the basket. */
export const LIQUID_PACKAGING_PRICE = 12;

export interface PricedBasket {
  lines: BasketLine[];
  /** Σ dataTotal */
  total: number;
  /** Σ discounted_total */
  discountedTotal: number;
  packaging_price: number;
  messages: string[];
  weight_lb: number;
}

/** Lines whose product or price left the catalogue are dropped from the answer. */
function resolve(db: Db, records: BasketLineRecord[]): DiscountableLine[] {
  return records.flatMap((record) => {
    const product = db.catalogue.products.find((p) => p.id === record.products_id);
    const priceData = product?.price_type_data.find((p) => p.id === record.price_id);
    if (!product || !priceData) return [];
    return [{ id: record.id, product, priceData, colors: colorsOf(product, record.color_ids), count: record.count }];
  });
}

export function priceBasket(db: Db, records: BasketLineRecord[], coupon: Coupon | null = null): PricedBasket {
  const resolved = resolve(db, records);
  const offers = {
    rules: db.commerce.orderDiscounts,
    promotion: promotionRuleFrom(db.catalogue.promotion),
    coupon,
  };
  const { percents, messages } = discountLines(resolved, offers, db.commerce.now());

  const lines: BasketLine[] = resolved.map(({ id, product, priceData, colors, count }) => {
    const discount = percents.get(id) ?? 0;
    const price = priceData.type_price;
    const unitAfterDiscount = discountedPrice(price, discount);
    const record = records.find((r) => r.id === id);
    return {
      id,
      basket_id: id,
      products_id: product.id,
      count,
      price,
      discounted_price: unitAfterDiscount,
      dataTotal: price * count,
      discounted_total: unitAfterDiscount * count,
      discount,
      product: {
        id: product.id,
        slug: product.slug,
        title: product.title,
        img: product.img,
        price_type_data: { id: priceData.id },
      },
      priceData,
      color_ids: record?.color_ids ?? [],
      colors,
    };
  });

  const sum = (pick: (line: BasketLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const hasLiquid = resolved.some((line) => isLiquid(line.priceData));
  const weight = resolved.reduce((total, line) => total + unitWeightLb(line.product, line.priceData) * line.count, 0);
  return {
    lines,
    total: sum((line) => line.dataTotal),
    discountedTotal: sum((line) => line.discounted_total),
    packaging_price: hasLiquid ? LIQUID_PACKAGING_PRICE : 0,
    messages,
    weight_lb: Math.max(1, Math.round(weight * 10) / 10),
  };
}

export function basketAnswer(db: Db, records: BasketLineRecord[]): BasketAnswer {
  const priced = priceBasket(db, records);
  return {
    basket: {
      data: priced.lines,
      total: priced.total,
      discountedTotal: priced.discountedTotal,
      packaging_price: priced.packaging_price,
    },
    discount_message: priced.messages.length > 0 ? priced.messages.join(' ') : null,
  };
}
