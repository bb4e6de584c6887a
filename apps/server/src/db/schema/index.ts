export * from './users';
export * from './auth';
export * from './dictionary';
export * from './points';
export * from './shop';
export * from './shop-order';
export * from './dev-payment';
export * from './statistics';
