export * from './audit.ts';
export * from './fields.ts';
export * from './notification.ts';
export * from './result.ts';
export * from './validation.ts';
