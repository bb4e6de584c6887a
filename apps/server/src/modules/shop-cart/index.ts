/** What other modules may use of shop-cart: everything else in this folder is its own business. */
export { cartRoutes } from './cart.routes';
