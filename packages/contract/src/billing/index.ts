export * from './invoice.ts';
export * from './logo.ts';
export * from './notification.ts';
export * from './price.ts';
export * from './settings.ts';
export * from './slot.ts';
export * from './subscription.ts';
export * from './transaction.ts';
