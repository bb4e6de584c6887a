import { SHOP_ERRORS, messagesOf } from './errors';

/** The shop catalogue's texts by key (see `./errors/shop.ts`), for schema messages and tests. */
export const SHOP_MESSAGES = messagesOf(SHOP_ERRORS);
