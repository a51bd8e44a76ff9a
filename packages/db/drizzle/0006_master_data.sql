CREATE TABLE "company_master_data" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"master_document_type_id" uuid,
	"document_types_seeded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_label_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_label_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"label_parameter_id" uuid,
	"name" text NOT NULL,
	"data_type" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"validation_logic" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"data_type" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validation_logic" jsonb NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_parameters_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "logical_validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"message" text,
	"active" boolean DEFAULT true NOT NULL,
	"definition" jsonb NOT NULL,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"document_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_progress" (
	"company_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_progress_company_id_stage_pk" PRIMARY KEY("company_id","stage")
);
--> statement-breakpoint
ALTER TABLE "company_master_data" ADD CONSTRAINT "company_master_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_master_data" ADD CONSTRAINT "company_master_data_master_document_type_id_document_types_id_fk" FOREIGN KEY ("master_document_type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_label_aliases" ADD CONSTRAINT "document_label_aliases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_label_aliases" ADD CONSTRAINT "document_label_aliases_document_label_id_document_labels_id_fk" FOREIGN KEY ("document_label_id") REFERENCES "public"."document_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_labels" ADD CONSTRAINT "document_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_labels" ADD CONSTRAINT "document_labels_label_parameter_id_label_parameters_id_fk" FOREIGN KEY ("label_parameter_id") REFERENCES "public"."label_parameters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logical_validations" ADD CONSTRAINT "logical_validations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_label_aliases_label_alias_key" ON "document_label_aliases" USING btree ("document_label_id",lower("alias"));--> statement-breakpoint
CREATE INDEX "document_label_aliases_company_idx" ON "document_label_aliases" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_labels_company_name_key" ON "document_labels" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_labels_company_parameter_key" ON "document_labels" USING btree ("company_id","label_parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_company_name_key" ON "document_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_company_code_key" ON "document_types" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "logical_validations_company_idx" ON "logical_validations" USING btree ("company_id","position");