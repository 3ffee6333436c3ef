/** The checkout's address rules are the shop's one set of address rules (src/modules/address). */
export { CA_POSTAL_CODE_MESSAGE, PHONE_SYMBOLS_MESSAGE, addressSchema, emptyAddress, regionListMessage, useAddressSchema, type AddressValues } from '@/modules/address';
import { en } from './messages/en';

/** The spec's English text; the modal shows it in the page's language. */
export const NO_RATES_MESSAGE = en.client.delivery.noRates;
