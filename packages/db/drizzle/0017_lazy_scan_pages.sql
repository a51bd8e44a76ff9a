ALTER TABLE "template_document_pages" ADD COLUMN "complete" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "validation_document_pages" ADD COLUMN "complete" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "validation_documents" ADD COLUMN "detected_number_format" text;