export { AddToBasketForm } from './components/AddToBasketForm';
export { BasketContents, EmptyBasket } from './components/BasketContents';
export { BasketErrorNotices, isBasketErrorCode } from './components/BasketErrorNotices';
export { BasketPageBody } from './components/BasketPageBody';
