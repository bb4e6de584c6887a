import { definePolicy, signedIn } from '../../platform/policy';

/** Delivery addresses: one's own only (the SQL reads them by the owner's id; another's is an unknown 404). */
export const addressPolicy = definePolicy({ 'address.own': signedIn });
