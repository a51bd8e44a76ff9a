import type { ValidationLogic } from '@vd/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies, companyId } from './companies.ts';

/** Document types of a company (seeded at sign-up, or lazily for older companies). */
export const documentTypes = pgTable(
  'document_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort_order: integer('sort_order').notNull().default(100),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_types_company_name_key').on(t.company_id, sql`lower(${t.name})`),
    uniqueIndex('document_types_company_code_key').on(t.company_id, t.code),
  ],
);

/** Per-company master-data state: whether the default document types were seeded, the master document. */
export const companyMasterData = pgTable('company_master_data', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  master_document_type_id: uuid('master_document_type_id').references(() => documentTypes.id, {
    onDelete: 'set null',
  }),
  document_types_seeded_at: timestamp('document_types_seeded_at', { withTimezone: true }),
  updated_at: updatedAt(),
});

/** The global label catalogue (reference data, seeded; staff may add). */
export const labelParameters = pgTable('label_parameters', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
  category: text('category').notNull(),
  data_type: text('data_type').notNull(),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  validation_logic: jsonb('validation_logic').$type<ValidationLogic>().notNull(),
  sort_order: integer('sort_order').notNull().default(1000),
  created_at: createdAt(),
});

/** A company's labels: picked from the catalogue or its own. */
export const documentLabels = pgTable(
  'document_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    label_parameter_id: uuid('label_parameter_id').references(() => labelParameters.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    data_type: text('data_type').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    is_master: boolean('is_master').notNull().default(false),
    validation_logic: jsonb('validation_logic').$type<ValidationLogic>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_labels_company_name_key').on(t.company_id, sql`lower(${t.name})`),
    uniqueIndex('document_labels_company_parameter_key').on(t.company_id, t.label_parameter_id),
  ],
);

export const documentLabelAliases = pgTable(
  'document_label_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    document_label_id: uuid('document_label_id')
      .notNull()
      .references(() => documentLabels.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('document_label_aliases_label_alias_key').on(t.document_label_id, sql`lower(${t.alias})`),
    index('document_label_aliases_company_idx').on(t.company_id),
  ],
);

/** A company's logical validation: the form as edited (terms by id), compiled to JSON Logic on read. */
export const logicalValidations = pgTable(
  'logical_validations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    message: text('message'),
    active: boolean('active').notNull().default(true),
    /** `{ left, operator, right, tolerance }` of the contract's ZLogicalValidationInput. */
    definition: jsonb('definition').notNull(),
    /** Every label and document type the rule refers to, so deletes can be refused. */
    label_ids: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    document_type_ids: uuid('document_type_ids').array().notNull().default(sql`'{}'::uuid[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('logical_validations_company_idx').on(t.company_id, t.position)],
);

/** Onboarding stages the company marked done or skipped (stages it has not touched have no row). */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    company_id: companyId(),
    stage: text('stage').notNull(),
    status: text('status', { enum: ['pending', 'done', 'skipped'] }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.stage] })],
);
