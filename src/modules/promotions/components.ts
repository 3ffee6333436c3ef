export { PromotionGate } from './components/PromotionGate';
