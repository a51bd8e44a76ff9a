import type { ExtractionHint } from '@vd/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companyId } from './companies.ts';
import { documentLabels, documentTypes } from './master-data.ts';

/** Which labels a template compares between which of its documents (null: the default). */
export interface TemplateValidationItems {
  items: Array<{ document_label_id: string; document_ids: string[] }>;
}

/** A template: named set of sample documents (docs/product.md §1), draft -> active -> archived. */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('draft'),
    /** The template's document types, in order (the picker's and the added ones). */
    document_type_ids: uuid('document_type_ids').array().notNull().default(sql`'{}'::uuid[]`),
    validation: jsonb('validation').$type<TemplateValidationItems>(),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('templates_company_idx').on(t.company_id, t.status, t.updated_at)],
);

/** A sample document of a template; its file and page images live in file storage. */
export const templateDocuments = pgTable(
  'template_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    document_type_id: uuid('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    name: text('name').notNull(),
    file_name: text('file_name').notNull(),
    file_kind: text('file_kind'),
    size_bytes: integer('size_bytes').notNull(),
    storage_key: text('storage_key').notNull(),
    status: text('status', { enum: ['uploaded', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('uploaded'),
    failure_reason: text('failure_reason'),
    uid: text('uid').notNull(),
    labelling_status: text('labelling_status', { enum: ['todo', 'done'] })
      .notNull()
      .default('todo'),
    page_count: integer('page_count').notNull().default(0),
    prompt: jsonb('prompt').$type<ExtractionHint[]>().notNull().default([]),
    /** Default date format of documents of this kind (document/format-date/set); null: detected. */
    date_format: text('date_format'),
    number_format: text('number_format', { enum: ['id', 'en', 'auto'] })
      .notNull()
      .default('auto'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('template_documents_template_idx').on(t.template_id),
    index('template_documents_company_type_idx').on(t.company_id, t.document_type_id),
  ],
);

/** A page of a sample document as the engine read it (words in page fractions). */
export const templateDocumentPages = pgTable(
  'template_document_pages',
  {
    document_id: uuid('document_id')
      .notNull()
      .references(() => templateDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    rotation: integer('rotation').notNull().default(0),
    source: text('source', { enum: ['text', 'ocr'] }).notNull(),
    skew: doublePrecision('skew').notNull().default(0),
    /** The engine's words: `{ text, box: { x0, y0, x1, y1 }, confidence }[]`. */
    words: jsonb('words').notNull(),
    /** True when `words` holds the whole page (text layer or full-page OCR; samples are read whole). */
    complete: boolean('complete').notNull().default(true),
    image_key: text('image_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.number] })],
);

/** A group of placements: one row of a table; duplicated rows point to the row they came from. */
export const templateLabelGroups = pgTable(
  'template_label_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    document_id: uuid('document_id')
      .notNull()
      .references(() => templateDocuments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    page: integer('page').notNull(),
    parent_label_group_id: uuid('parent_label_group_id'),
    created_at: createdAt(),
  },
  (t) => [index('template_label_groups_document_idx').on(t.document_id)],
);

/** A label placed on a sample page: corners in page fractions (docs/product.md §13). */
export const templateLabels = pgTable(
  'template_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    document_id: uuid('document_id')
      .notNull()
      .references(() => templateDocuments.id, { onDelete: 'cascade' }),
    document_label_id: uuid('document_label_id')
      .notNull()
      .references(() => documentLabels.id),
    label_group_id: uuid('label_group_id').references(() => templateLabelGroups.id, {
      onDelete: 'cascade',
    }),
    page: integer('page').notNull(),
    x0: doublePrecision('x0').notNull(),
    y0: doublePrecision('y0').notNull(),
    x1: doublePrecision('x1').notNull(),
    y1: doublePrecision('y1').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('template_labels_document_idx').on(t.document_id),
    index('template_labels_company_label_idx').on(t.company_id, t.document_label_id),
  ],
);
