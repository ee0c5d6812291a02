-- A staff session ends after 30 minutes without use (modules/staff-auth/staff-session.ts): the time
-- it was last used is kept on the token, moved on at most once a minute.
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Names are found as people type them (staff-clients/search-clients.ts): case, accents, apostrophes,
-- hyphens, spaces and commas ignored, first name and surname in either order. Each client's row keeps
-- its name in that form, as "first surname first" run together, so one trigram index serves
-- "Chris", "Taylor", "Chris Taylor", "Taylor, Chris", "OBrien" and "Zoe". A trigger keeps it, as
-- unaccent() may not be used in a generated column or an index expression (it is not immutable).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION "search_text"("typed" text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT regexp_replace(lower(public.unaccent(coalesce(typed, ''))), '[^a-z0-9]', '', 'g')
$$;--> statement-breakpoint
CREATE FUNCTION "keep_client_search_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_name := search_text(NEW.first_name) || search_text(NEW.last_name) || search_text(NEW.first_name);
	RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "clients" SET "search_name" = search_text("first_name") || search_text("last_name") || search_text("first_name");--> statement-breakpoint
CREATE TRIGGER "clients_search_name" BEFORE INSERT OR UPDATE OF "first_name", "last_name" ON "clients"
	FOR EACH ROW EXECUTE FUNCTION "keep_client_search_name"();--> statement-breakpoint
CREATE INDEX "clients_search_name_trigram" ON "clients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "clients_last_name_trigram";--> statement-breakpoint
DROP INDEX "clients_first_name_trigram";--> statement-breakpoint
DROP INDEX "clients_last_name_prefix";--> statement-breakpoint
DROP INDEX "clients_first_name_prefix";--> statement-breakpoint
-- A phone number is found by its last six digits or more: its digits reversed, searched from the start.
CREATE INDEX "clients_phone_digits_reversed" ON "clients" USING btree (reverse(regexp_replace(regexp_replace("phone_number", '[^0-9]', '', 'g'), '^44', '0')) text_pattern_ops);--> statement-breakpoint
DROP INDEX "clients_phone_digits";
