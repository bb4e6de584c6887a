import { anyone, definePolicy } from '../../platform/policy';

/** Server time, dictionaries, health and ping: public. */
export const systemPolicy = definePolicy({ 'system.read': anyone });
