-- Every staff change is audited, including a failed sign-in (no one signed in, so no actor) and
-- changes to a staff account (the target is that member of staff, not a client).
ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_staff_id_staff_id_fk" FOREIGN KEY ("target_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("staff_id","id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_target_staff" ON "audit_log" USING btree ("target_staff_id","id" DESC) WHERE "target_staff_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","id" DESC);--> statement-breakpoint
-- Append-only. The service's database role owns its tables (it runs the migrations), so a missing
-- grant or a SECURITY DEFINER function would not bind it; a trigger does, for every statement the
-- service sends. The one removal allowed is the retention pass, which names its cut-off in the
-- transaction (set_config('app.audit_retention_cutoff', ..., true)): only rows older than that go.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.created_at < nullif(current_setting('app.audit_retention_cutoff', true), '')::timestamptz THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
