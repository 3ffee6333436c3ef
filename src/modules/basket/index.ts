export { addLines, fitUnderMax } from './add-lines';
export type { PlannedAdd, WantedLine } from './add-lines';
export { readBasketCountCookie } from './basket-count-cookie';
export { basketCleared, basketCountHinted, basketReceived, basketSlice, selectBasket, selectBasketCount, selectBasketLines } from './basket-slice';
export { BASKET_ERROR_TEXTS, CUSTOM_SET_VALUE, isLimitText, withBasketError } from './form-paths';
export type { BasketErrorCode } from './form-paths';
export { JobsOffered } from './jobs-offered';
export { refreshBasket } from './refresh-basket';
export { defaultPrice, offersCustomSet, variantFields } from './variant';
