CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"aju_number" text,
	"aju_updated_by" uuid,
	"aju_updated_at" timestamp with time zone,
	"executed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validation_audits_validation_id_unique" UNIQUE("validation_id")
);
--> statement-breakpoint
CREATE TABLE "validation_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"reading_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"old_text" text NOT NULL,
	"new_text" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_document_pages" (
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"skew" double precision DEFAULT 0 NOT NULL,
	"words" jsonb NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "validation_document_pages_document_id_number_pk" PRIMARY KEY("document_id","number")
);
--> statement-breakpoint
CREATE TABLE "validation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"template_document_id" uuid,
	"document_type_id" uuid,
	"document_type_code" text NOT NULL,
	"document_type_name" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"failure_reason" text,
	"uid" text,
	"file_name" text,
	"file_kind" text,
	"size_bytes" integer,
	"storage_key" text,
	"page_count" integer DEFAULT 0 NOT NULL,
	"date_format" text,
	"date_format_confirmed" boolean DEFAULT false NOT NULL,
	"detected_date_format" text,
	"number_format" text DEFAULT 'auto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_label_id" uuid,
	"label_name" text NOT NULL,
	"data_type" text NOT NULL,
	"row" integer DEFAULT 0 NOT NULL,
	"page" integer NOT NULL,
	"x0" double precision NOT NULL,
	"y0" double precision NOT NULL,
	"x1" double precision NOT NULL,
	"y1" double precision NOT NULL,
	"text" text NOT NULL,
	"value" jsonb,
	"unit" text,
	"reason" text,
	"confidence" double precision DEFAULT 0 NOT NULL,
	"original_text" text,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"template_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"template_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"executed_by" uuid,
	"run_uid" text,
	"failure_reason" text,
	"overall" text,
	"match_count" integer DEFAULT 0 NOT NULL,
	"mismatch_count" integer DEFAULT 0 NOT NULL,
	"missing_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"executed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_documents" ADD COLUMN "date_format" text;--> statement-breakpoint
ALTER TABLE "template_documents" ADD COLUMN "number_format" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_audits" ADD CONSTRAINT "validation_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_audits" ADD CONSTRAINT "validation_audits_validation_id_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_audits" ADD CONSTRAINT "validation_audits_aju_updated_by_users_id_fk" FOREIGN KEY ("aju_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_corrections" ADD CONSTRAINT "validation_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_corrections" ADD CONSTRAINT "validation_corrections_validation_id_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_corrections" ADD CONSTRAINT "validation_corrections_reading_id_validation_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."validation_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_corrections" ADD CONSTRAINT "validation_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_document_pages" ADD CONSTRAINT "validation_document_pages_document_id_validation_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."validation_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_documents" ADD CONSTRAINT "validation_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_documents" ADD CONSTRAINT "validation_documents_validation_id_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_documents" ADD CONSTRAINT "validation_documents_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_documents" ADD CONSTRAINT "validation_documents_template_document_id_template_documents_id_fk" FOREIGN KEY ("template_document_id") REFERENCES "public"."template_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_documents" ADD CONSTRAINT "validation_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_readings" ADD CONSTRAINT "validation_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_readings" ADD CONSTRAINT "validation_readings_validation_id_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_readings" ADD CONSTRAINT "validation_readings_document_id_validation_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."validation_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_readings" ADD CONSTRAINT "validation_readings_document_label_id_document_labels_id_fk" FOREIGN KEY ("document_label_id") REFERENCES "public"."document_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_executed_by_users_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "validation_audits_company_idx" ON "validation_audits" USING btree ("company_id","executed_at");--> statement-breakpoint
CREATE INDEX "validation_audits_company_aju_idx" ON "validation_audits" USING btree ("company_id","aju_number");--> statement-breakpoint
CREATE INDEX "validation_corrections_reading_idx" ON "validation_corrections" USING btree ("reading_id");--> statement-breakpoint
CREATE INDEX "validation_documents_validation_idx" ON "validation_documents" USING btree ("validation_id","position");--> statement-breakpoint
CREATE INDEX "validation_readings_validation_idx" ON "validation_readings" USING btree ("validation_id");--> statement-breakpoint
CREATE INDEX "validation_readings_document_idx" ON "validation_readings" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "validations_company_idx" ON "validations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "validations_company_status_idx" ON "validations" USING btree ("company_id","status","completed_at");