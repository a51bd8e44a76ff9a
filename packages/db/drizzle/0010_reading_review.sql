ALTER TABLE "validation_readings" ADD COLUMN "review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "validations" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;