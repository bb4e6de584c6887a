/**
 * What other features may use of the order feature: the endpoints it owns (cart, what a buyer already has). Only
 * api modules, so importing this never pulls in the order pages, and no feature imports the order internals.
 */
export { useAddCart } from './api/add-cart';
export { useCartCount } from './api/cart-count';
export { useOwnedSkus } from './api/owned-skus';
// 调班's 补差价 is an order of its own, paid the way every order is (the channel chosen here, the hand-off followed).
export { payOrder } from './api/pay-order';
export { followPayment, paymentChannel } from './payment-channel';
// The points mall (/yanzhi) posts goods to the same saved addresses and sends its exchange once (Idempotency-Key).
export { useAddresses } from './api/address-page';
export { addressLine, maskMobile } from './address-text';
export { newIdempotencyKey } from './idempotency-key';
export { AddressPicker } from './components/address-picker';
export { DesktopAddressModal } from './components/desktop-address-modal';
