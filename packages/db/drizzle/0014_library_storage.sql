CREATE TABLE "library_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"alias" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"retention_months" integer,
	"updated_by" uuid,
	"last_retention_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "documents_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "documents_deleted_by_name" text;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "documents_deleted_reason" text;--> statement-breakpoint
ALTER TABLE "library_aliases" ADD CONSTRAINT "library_aliases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_aliases" ADD CONSTRAINT "library_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_aliases_company_list_alias_key" ON "library_aliases" USING btree ("company_id","list",upper("alias"));--> statement-breakpoint
CREATE INDEX "library_aliases_company_code_idx" ON "library_aliases" USING btree ("company_id","list","code");--> statement-breakpoint
CREATE UNIQUE INDEX "library_entries_company_list_code_key" ON "library_entries" USING btree ("company_id","list","code");