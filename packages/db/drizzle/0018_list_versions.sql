CREATE TABLE "list_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_in" bigint
);
--> statement-breakpoint
ALTER TABLE "list_versions" ADD CONSTRAINT "list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raised at commit (deferred constraint triggers: the row is locked only at the end of the writing
-- transaction), once per transaction (bumped_in), only while the company exists (a company's
-- deletion cascades into the rows whose triggers would otherwise insert it again).
CREATE FUNCTION "raise_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN company := OLD.company_id; ELSE company := NEW.company_id; END IF;
  INSERT INTO "list_versions" AS v ("company_id", "version", "bumped_in")
    SELECT company, 1, pg_current_xact_id()::text::bigint
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = company)
  ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1, "bumped_in" = excluded."bumped_in"
    WHERE v."bumped_in" IS DISTINCT FROM excluded."bumped_in";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user's name is shown in the history of every company the user belongs to.
CREATE FUNCTION "raise_list_versions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" AS v ("company_id", "version", "bumped_in")
    SELECT m."company_id", 1, pg_current_xact_id()::text::bigint
    FROM "memberships" m WHERE m."user_id" = NEW."id" ORDER BY m."company_id"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1, "bumped_in" = excluded."bumped_in"
    WHERE v."bumped_in" IS DISTINCT FROM excluded."bumped_in";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "templates_list_version" AFTER INSERT OR UPDATE OR DELETE ON "templates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "template_documents_list_version" AFTER INSERT OR UPDATE OR DELETE ON "template_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "template_labels_list_version" AFTER INSERT OR UPDATE OR DELETE ON "template_labels" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "document_types_list_version" AFTER INSERT OR UPDATE OR DELETE ON "document_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "validations_list_version" AFTER INSERT OR UPDATE OR DELETE ON "validations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "validation_documents_list_version" AFTER INSERT OR UPDATE OR DELETE ON "validation_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "validation_audits_list_version" AFTER INSERT OR UPDATE OR DELETE ON "validation_audits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_list_version" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name") EXECUTE FUNCTION "raise_list_versions_of_user"();
