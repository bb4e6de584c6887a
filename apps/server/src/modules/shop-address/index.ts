/** What other modules may use of shop-address: everything else in this folder is its own business. */
export { addressRoutes } from './address.routes';
export { ownAddressSnapshot } from './address.service';
