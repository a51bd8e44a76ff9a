CREATE TABLE "validation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"label_key" text NOT NULL,
	"label_name" text NOT NULL,
	"row" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_name" text
);
--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "within_tolerance_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "invalid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "accepted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "signed_off_by" uuid;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "signed_off_name" text;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "signed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_validation_id_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "validation_decisions_validation_idx" ON "validation_decisions" USING btree ("validation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "validation_decisions_standing_key" ON "validation_decisions" USING btree ("validation_id","label_key","row") WHERE "validation_decisions"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "label_parameters" SET "data_type" = 'incoterm', "validation_logic" = '{"logic":"incoterm"}'::jsonb WHERE "key" = 'incoterm' AND "data_type" = 'text';--> statement-breakpoint
UPDATE "document_labels" SET "data_type" = 'incoterm', "validation_logic" = '{"logic":"incoterm"}'::jsonb, "updated_at" = now() WHERE "data_type" = 'text' AND "validation_logic"->>'logic' = 'exact' AND "label_parameter_id" IN (SELECT "id" FROM "label_parameters" WHERE "key" = 'incoterm');
