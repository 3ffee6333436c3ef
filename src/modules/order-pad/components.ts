export { OrderPad } from './components/OrderPad';
