CREATE TABLE "template_document_pages" (
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"skew" double precision DEFAULT 0 NOT NULL,
	"words" jsonb NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "template_document_pages_document_id_number_pk" PRIMARY KEY("document_id","number")
);
--> statement-breakpoint
CREATE TABLE "template_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"document_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"failure_reason" text,
	"uid" text NOT NULL,
	"labelling_status" text DEFAULT 'todo' NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"prompt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_label_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"name" text NOT NULL,
	"page" integer NOT NULL,
	"parent_label_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_label_id" uuid NOT NULL,
	"label_group_id" uuid,
	"page" integer NOT NULL,
	"x0" double precision NOT NULL,
	"y0" double precision NOT NULL,
	"x1" double precision NOT NULL,
	"y1" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"validation" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_document_pages" ADD CONSTRAINT "template_document_pages_document_id_template_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."template_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_documents" ADD CONSTRAINT "template_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_documents" ADD CONSTRAINT "template_documents_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_documents" ADD CONSTRAINT "template_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_label_groups" ADD CONSTRAINT "template_label_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_label_groups" ADD CONSTRAINT "template_label_groups_document_id_template_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."template_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_labels" ADD CONSTRAINT "template_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_labels" ADD CONSTRAINT "template_labels_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_labels" ADD CONSTRAINT "template_labels_document_id_template_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."template_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_labels" ADD CONSTRAINT "template_labels_document_label_id_document_labels_id_fk" FOREIGN KEY ("document_label_id") REFERENCES "public"."document_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_labels" ADD CONSTRAINT "template_labels_label_group_id_template_label_groups_id_fk" FOREIGN KEY ("label_group_id") REFERENCES "public"."template_label_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_documents_template_idx" ON "template_documents" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_documents_company_type_idx" ON "template_documents" USING btree ("company_id","document_type_id");--> statement-breakpoint
CREATE INDEX "template_label_groups_document_idx" ON "template_label_groups" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "template_labels_document_idx" ON "template_labels" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "template_labels_company_label_idx" ON "template_labels" USING btree ("company_id","document_label_id");--> statement-breakpoint
CREATE INDEX "templates_company_idx" ON "templates" USING btree ("company_id","status","updated_at");