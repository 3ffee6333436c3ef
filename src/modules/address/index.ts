export { addressLines } from './address-lines';
export { CA_POSTAL_CODE_MESSAGE, PHONE_SYMBOLS_MESSAGE, addressSchema, emptyAddress, regionListMessage } from './schema';
export type { AddressValues } from './schema';
