import { definePolicy, signedIn } from '../../platform/policy';

/** The cart: one's own only (the SQL reads it by the owner's id; another's item ids are ignored). */
export const cartPolicy = definePolicy({ 'cart.own': signedIn });
