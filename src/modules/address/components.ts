export { AddressFields } from './components/AddressFields';
export { PickupAddress } from './components/PickupAddress';
