export * from './email-change.ts';
