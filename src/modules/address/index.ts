export { addressLines } from './address-lines';
export { addressSchema, emptyAddress } from './schema';
export type { AddressValues } from './schema';
