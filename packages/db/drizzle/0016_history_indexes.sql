CREATE INDEX "validations_company_status_created_idx" ON "validations" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "validations_company_overall_created_idx" ON "validations" USING btree ("company_id","overall","created_at");--> statement-breakpoint
CREATE INDEX "validations_template_ids_idx" ON "validations" USING gin ("template_ids");