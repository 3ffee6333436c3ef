/** The checkout's address rules are the shop's one set of address rules (src/modules/address). */
export * from '@/modules/address/schema';

export const NO_RATES_MESSAGE = 'Sorry, no shipping options available for this address.';
