export { addressLines, countryName } from './address-lines';
export {
  CA_POSTAL_CODE_MESSAGE,
  ENGLISH_ADDRESS_TEXTS,
  ENGLISH_VALIDATION_WORDS,
  PHONE_SYMBOLS_MESSAGE,
  addressSchema,
  addressSchemaOf,
  emptyAddress,
  regionListMessage,
} from './schema';
export type { AddressTexts, AddressValues } from './schema';
export { useAddressSchema, useAddressTexts } from './use-address-schema';
export { usePickupAddress } from './use-pickup-address';
