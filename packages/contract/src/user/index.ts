export * from './fields.ts';
export * from './manage.ts';
export * from './me.ts';
export * from './permissions.ts';
export * from './roles.ts';
