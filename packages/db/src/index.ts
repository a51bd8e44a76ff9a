export * from './client.ts';
export { defaultDocumentTypes, defaultLogicOf, labelCatalogue } from './label-catalogue.ts';
export { migrationsFolder } from './migrate.ts';
export { readTogether } from './reads.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export { seedReferenceData } from './seed.ts';
