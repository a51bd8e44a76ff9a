export * from './accounts.ts';
export * from './billing.ts';
export * from './companies.ts';
export * from './jobs.ts';
export * from './master-data.ts';
export * from './outbox.ts';
export * from './templates.ts';
export * from './validations.ts';
