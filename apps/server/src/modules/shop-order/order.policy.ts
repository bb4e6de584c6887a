import { CONSOLE_ERRORS, mayReadBackOffice, mayShipOrder, mayShipOrders } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { anyone, definePolicy, signedIn } from '../../platform/policy';

/** The classes an order's materials belong to (`shipScopeOf`); null for goods that are no class (books, kits). */
export interface ShipScope {
  classIds: (number | null)[];
}

async function teachesEveryClass(actor: Actor, scope: ShipScope): Promise<boolean> {
  if (scope.classIds.length === 0) return false;
  const taught = await actor.classesTaught();
  return scope.classIds.every((id) => id !== null && taught.has(id));
}

/**
 * Orders and payments. A buyer acts on their own orders (the SQL reads them by the buyer's id: another's order is
 * an unknown 404); staff (role 1) act on anyone's; a teacher ships only orders for classes they teach.
 */
export const orderPolicy = definePolicy(
  {
    /** Place, pay, cancel, confirm receipt, read one's own orders and what one owns. */
    'order.buy': signedIn,
    /** The ship call at all (the web's ship button): staff and teachers. */
    'order.shipAny': (actor: Actor | null) => signedIn(actor) && mayShipOrders(actor.roles),
    /** One order: staff any; a teacher when they teach every class whose materials it holds. */
    'order.ship': async (actor: Actor | null, scope: ShipScope) =>
      signedIn(actor) && mayShipOrder(actor.roles, { teachesEveryClass: await teachesEveryClass(actor, scope) }),
    'reconciliation.read': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
    /**
     * The console's 订单 pages (search, detail with payments, ship, export): the back office's. Teachers stay out: the
     * list holds every family's phone and address, and the orders a teacher may ship stay on the shop's ship call.
     */
    'order.manage': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
    /** A group buy's share page. */
    'group.read': signedIn,
    /** Vendor notifications (their signature is the credential) and the dev checkout page (a signed token). */
    'payment.callback': anyone,
  },
  { 'order.manage': CONSOLE_ERRORS.adminAction },
);
