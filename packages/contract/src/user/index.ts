export * from './fields.ts';
export * from './permissions.ts';
export * from './roles.ts';
