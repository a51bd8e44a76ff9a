CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"email_validation_completed" boolean DEFAULT true NOT NULL,
	"email_payment" boolean DEFAULT true NOT NULL,
	"email_low_balance" boolean DEFAULT true NOT NULL,
	"low_balance_threshold" integer DEFAULT 5 NOT NULL,
	"date_format" text DEFAULT 'auto' NOT NULL,
	"number_format" text DEFAULT 'auto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"period" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"number" text NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text,
	"company_npwp" text,
	"package_name" text NOT NULL,
	"slots" integer NOT NULL,
	"price_idr" integer NOT NULL,
	"dpp_idr" integer NOT NULL,
	"ppn_idr" integer NOT NULL,
	"total_idr" integer NOT NULL,
	"ppn_rate_percent" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "topup_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"order_id" text NOT NULL,
	"package_id" uuid,
	"package_name" text NOT NULL,
	"slots" integer NOT NULL,
	"price_idr" integer NOT NULL,
	"dpp_idr" integer NOT NULL,
	"ppn_idr" integer NOT NULL,
	"total_idr" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text,
	"redirect_url" text,
	"gateway_transaction_id" text,
	"payment_type" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_transactions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "topup_transactions_status_check" CHECK ("topup_transactions"."status" in ('pending', 'paid', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "topup_transactions_total_check" CHECK ("topup_transactions"."total_idr" = "topup_transactions"."price_idr" + "topup_transactions"."ppn_idr")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_topup_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."topup_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_package_id_slot_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."slot_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "topup_transactions_company_idx" ON "topup_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "topup_transactions_pending_idx" ON "topup_transactions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_ledger_reference_key" ON "slot_ledger" USING btree ("company_id","kind","reference");