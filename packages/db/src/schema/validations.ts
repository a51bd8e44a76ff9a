import type { ShipmentResult } from '@vd/engine/compare';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companyId, users } from './companies.ts';
import { documentLabels, documentTypes } from './master-data.ts';
import { templateDocuments, templates } from './templates.ts';

/** What a run concluded, kept on the validation (the readings are rows of validation_readings). */
export type StoredValidationResult = ShipmentResult;

/**
 * One shipment checked against one or more published templates (docs/product.md §10):
 * draft -> ready -> processing -> completed | failed. Snapshots of names survive template edits.
 */
export const validations = pgTable(
  'validations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'ready', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('draft'),
    template_ids: uuid('template_ids').array().notNull().default(sql`'{}'::uuid[]`),
    template_names: text('template_names').array().notNull().default(sql`'{}'::text[]`),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    executed_by: uuid('executed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Progress channel of the run (websocket uid), new at each execute. */
    run_uid: text('run_uid'),
    failure_reason: text('failure_reason'),
    overall: text('overall', { enum: ['match', 'mismatch', 'review'] }),
    match_count: integer('match_count').notNull().default(0),
    mismatch_count: integer('mismatch_count').notNull().default(0),
    /** Labels Perlu Diperiksa: a compared value read with low confidence. */
    review_count: integer('review_count').notNull().default(0),
    missing_count: integer('missing_count').notNull().default(0),
    skipped_count: integer('skipped_count').notNull().default(0),
    /** Labels Sesuai dalam toleransi (also counted in match_count). */
    within_tolerance_count: integer('within_tolerance_count').notNull().default(0),
    /** Labels Format tidak valid: read, but no valid value of their type. */
    invalid_count: integer('invalid_count').notNull().default(0),
    /** Differences accepted by a decision (counted here, not in mismatch_count). */
    accepted_count: integer('accepted_count').notNull().default(0),
    /** Sign-off by an admin or owner: the result was reviewed; withdrawn to change it again. */
    signed_off_by: uuid('signed_off_by').references(() => users.id, { onDelete: 'set null' }),
    signed_off_name: text('signed_off_name'),
    signed_off_at: timestamp('signed_off_at', { withTimezone: true }),
    result: jsonb('result').$type<StoredValidationResult>(),
    /**
     * The shipment's uploaded files were deleted (Penyimpanan: by hand or by the retention job);
     * the validation, its readings and its audit stay.
     */
    documents_deleted_at: timestamp('documents_deleted_at', { withTimezone: true }),
    documents_deleted_by_name: text('documents_deleted_by_name'),
    documents_deleted_reason: text('documents_deleted_reason', { enum: ['manual', 'retention'] }),
    executed_at: timestamp('executed_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('validations_company_idx').on(t.company_id, t.created_at),
    index('validations_company_status_idx').on(t.company_id, t.status, t.completed_at),
    // The history list's filters, each read newest first (docs/speed.md).
    index('validations_company_status_created_idx').on(t.company_id, t.status, t.created_at),
    index('validations_company_overall_created_idx').on(t.company_id, t.overall, t.created_at),
    index('validations_template_ids_idx').using('gin', t.template_ids),
  ],
);

/** A document a validation expects (one per sample document), then the file uploaded for it. */
export const validationDocuments = pgTable(
  'validation_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    validation_id: uuid('validation_id')
      .notNull()
      .references(() => validations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    template_id: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    template_name: text('template_name').notNull(),
    template_document_id: uuid('template_document_id').references(() => templateDocuments.id, {
      onDelete: 'set null',
    }),
    document_type_id: uuid('document_type_id').references(() => documentTypes.id, { onDelete: 'set null' }),
    document_type_code: text('document_type_code').notNull(),
    document_type_name: text('document_type_name').notNull(),
    status: text('status', { enum: ['awaiting', 'uploaded', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('awaiting'),
    failure_reason: text('failure_reason'),
    uid: text('uid'),
    file_name: text('file_name'),
    file_kind: text('file_kind'),
    size_bytes: integer('size_bytes'),
    storage_key: text('storage_key'),
    page_count: integer('page_count').notNull().default(0),
    /** null: detected from the text; set by the user (or the sample document's default). */
    date_format: text('date_format'),
    date_format_confirmed: boolean('date_format_confirmed').notNull().default(false),
    detected_date_format: text('detected_date_format'),
    number_format: text('number_format', { enum: ['id', 'en', 'auto'] })
      .notNull()
      .default('auto'),
    /**
     * The number writing the document shows, detected when it was read (a scan: from the zones of
     * its sample document's date and number labels); null when none shows or before it was read.
     */
    detected_number_format: text('detected_number_format', { enum: ['id', 'en'] }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('validation_documents_validation_idx').on(t.validation_id, t.position)],
);

/** A page of an uploaded validation document as the engine read it (as template_document_pages). */
export const validationDocumentPages = pgTable(
  'validation_document_pages',
  {
    document_id: uuid('document_id')
      .notNull()
      .references(() => validationDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    rotation: integer('rotation').notNull().default(0),
    source: text('source', { enum: ['text', 'ocr'] }).notNull(),
    skew: doublePrecision('skew').notNull().default(0),
    words: jsonb('words').notNull(),
    /** False for a scanned page stored unread: its labelled zones are OCRed when a run reads it. */
    complete: boolean('complete').notNull().default(true),
    image_key: text('image_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.number] })],
);

/** The value of one label (one table row of it) read from one validation document. */
export const validationReadings = pgTable(
  'validation_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    validation_id: uuid('validation_id')
      .notNull()
      .references(() => validations.id, { onDelete: 'cascade' }),
    document_id: uuid('document_id')
      .notNull()
      .references(() => validationDocuments.id, { onDelete: 'cascade' }),
    document_label_id: uuid('document_label_id').references(() => documentLabels.id, {
      onDelete: 'set null',
    }),
    label_name: text('label_name').notNull(),
    data_type: text('data_type').notNull(),
    row: integer('row').notNull().default(0),
    page: integer('page').notNull(),
    x0: doublePrecision('x0').notNull(),
    y0: doublePrecision('y0').notNull(),
    x1: doublePrecision('x1').notNull(),
    y1: doublePrecision('y1').notNull(),
    text: text('text').notNull(),
    value: jsonb('value').$type<string | number | boolean | null>(),
    unit: text('unit'),
    reason: text('reason'),
    confidence: doublePrecision('confidence').notNull().default(0),
    /**
     * The engine read a value with a confidence under its review threshold: a person must check
     * it (Perlu Diperiksa). False once corrected or confirmed.
     */
    review: boolean('review').notNull().default(false),
    /** Set on the first correction: what the engine read. */
    original_text: text('original_text'),
    corrected_at: timestamp('corrected_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('validation_readings_validation_idx').on(t.validation_id),
    index('validation_readings_document_idx').on(t.document_id),
  ],
);

/** Every correction of a reading: who, when, old and new. */
export const validationCorrections = pgTable(
  'validation_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    validation_id: uuid('validation_id')
      .notNull()
      .references(() => validations.id, { onDelete: 'cascade' }),
    reading_id: uuid('reading_id')
      .notNull()
      .references(() => validationReadings.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name').notNull(),
    old_text: text('old_text').notNull(),
    new_text: text('new_text').notNull(),
    old_value: jsonb('old_value'),
    new_value: jsonb('new_value'),
    created_at: createdAt(),
  },
  (t) => [index('validation_corrections_reading_idx').on(t.reading_id)],
);

/**
 * A decision on a label's difference (docs/review.md): a person accepts a real difference with a
 * reason ("FOB Jakarta sama dengan FOB"). Kept when withdrawn (the audit shows both); at most one
 * standing decision per label row. `label_key` is the company label's id, or `name:<label>` once
 * the label is gone, as the stored result keys labels.
 */
export const validationDecisions = pgTable(
  'validation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    validation_id: uuid('validation_id')
      .notNull()
      .references(() => validations.id, { onDelete: 'cascade' }),
    label_key: text('label_key').notNull(),
    label_name: text('label_name').notNull(),
    row: integer('row').notNull().default(0),
    reason: text('reason').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name').notNull(),
    created_at: createdAt(),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawn_by_name: text('withdrawn_by_name'),
  },
  (t) => [
    index('validation_decisions_validation_idx').on(t.validation_id),
    uniqueIndex('validation_decisions_standing_key')
      .on(t.validation_id, t.label_key, t.row)
      .where(sql`${t.withdrawn_at} is null`),
  ],
);

/** The audit of an executed validation (one per validation), carrying its nomor aju. */
export const validationAudits = pgTable(
  'validation_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    validation_id: uuid('validation_id')
      .notNull()
      .unique()
      .references(() => validations.id, { onDelete: 'cascade' }),
    aju_number: text('aju_number'),
    aju_updated_by: uuid('aju_updated_by').references(() => users.id, { onDelete: 'set null' }),
    aju_updated_at: timestamp('aju_updated_at', { withTimezone: true }),
    executed_at: timestamp('executed_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('validation_audits_company_idx').on(t.company_id, t.executed_at),
    index('validation_audits_company_aju_idx').on(t.company_id, t.aju_number),
  ],
);

/** A notification to one user of a company. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['validation_completed', 'validation_failed'] }).notNull(),
    /** The overall verdict of a completed run; null for a failed one. */
    verdict: text('verdict', { enum: ['match', 'mismatch', 'review'] }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.company_id, t.created_at)],
);
