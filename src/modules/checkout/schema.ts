/** The checkout's address rules are the shop's one set of address rules (src/modules/address). */
export { CA_POSTAL_CODE_MESSAGE, PHONE_SYMBOLS_MESSAGE, addressSchema, emptyAddress, regionListMessage, type AddressValues } from '@/modules/address';

export const NO_RATES_MESSAGE = 'Sorry, no shipping options available for this address.';
