import type { BasketAnswer, BasketLine } from '@/modules/basket/contract';
import { DISCOUNT_MESSAGES_FR } from '../commerce/offers.fr';
import { colors, itemLocale, productFrench, productTitleFr, sheenName, typeName, type Localised } from './localise';
import { FRENCH, type LanguageTag } from './language';

/**
 * The basket's answers in the language asked (docs/contract.md §12): each line's product title,
 * sheen, type and colours; `locale` per line. No language asked: the answer exactly as priced.
 */
function basketLine(line: BasketLine, language: LanguageTag): Localised<BasketLine> {
  const translated = language === FRENCH && productFrench(line.product.slug) !== undefined;
  return {
    ...line,
    product: { ...line.product, title: translated ? productTitleFr(line.product.slug, line.product.title) : line.product.title },
    priceData: { ...line.priceData, tag_name: sheenName(line.priceData.tag_name, language), type_name: typeName(line.priceData.type_name, language) },
    colors: colors(line.colors, language),
    locale: itemLocale(language, translated),
  };
}

/** The offers' messages, joined as priced, each in French where it has French. */
const discountMessage = (message: string | null, language: LanguageTag) =>
  message === null || language !== FRENCH ? message : Object.entries(DISCOUNT_MESSAGES_FR).reduce((text, [english, french]) => text.replace(english, french), message);

export function localiseBasketAnswer(answer: BasketAnswer, language: LanguageTag | null): BasketAnswer {
  if (!language) return answer;
  return {
    ...answer,
    basket: { ...answer.basket, data: answer.basket.data.map((line) => basketLine(line, language)) },
    discount_message: discountMessage(answer.discount_message, language),
  };
}
