export { lineLabel } from './buy-again-plan';
export { useBuyLines } from './use-buy-lines';
