export { AddToBasketForm } from './components/AddToBasketForm';
export { AddToJobButton } from './components/AddToJobButton';
export { BasketContents, EmptyBasket } from './components/BasketContents';
export { BasketErrorNotices, isBasketErrorCode } from './components/BasketErrorNotices';
export { BasketPageBody } from './components/BasketPageBody';
