export { BuyAgainButton } from './components/BuyAgainButton';
export { BuyAgainNotice } from './components/BuyAgainNotice';
export { OrderStatusTag } from './components/OrderStatusTag';
export { OrderView } from './components/OrderView';
export { PrintButton } from './components/PrintButton';
