-- Every change to a table that a cached answer reads is announced on the channel client_changes, with
-- the id of the client whose data changed ('*' for a table emptied); each process drops what it keeps
-- for that client (db/client-changes.ts; docs/decisions.md, Performance). A new client or a new token
-- has nothing kept yet, so for those tables only changes and removals are announced (filling a large
-- database stays as fast). PostgreSQL sends a notice when its change commits, once however many rows
-- of one client the transaction changed.
CREATE FUNCTION "notify_client_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('client_changes', '*');
		RETURN NULL;
	END IF;
	-- A row's client never changes (a token, plan or message is always one client's). A staff token
	-- has none, and is never kept.
	IF TG_TABLE_NAME = 'clients' THEN
		changed := COALESCE(NEW.id, OLD.id);
	ELSE
		changed := COALESCE(NEW.client_id, OLD.client_id);
	END IF;
	IF changed IS NOT NULL THEN PERFORM pg_notify('client_changes', changed::text); END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_client_changes" AFTER UPDATE OR DELETE ON "access_tokens"
	FOR EACH ROW EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "access_tokens_emptied" AFTER TRUNCATE ON "access_tokens"
	FOR EACH STATEMENT EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "clients_client_changes" AFTER UPDATE OR DELETE ON "clients"
	FOR EACH ROW EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "clients_emptied" AFTER TRUNCATE ON "clients"
	FOR EACH STATEMENT EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "plans_client_changes" AFTER INSERT OR UPDATE OR DELETE ON "plans"
	FOR EACH ROW EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "plans_emptied" AFTER TRUNCATE ON "plans"
	FOR EACH STATEMENT EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "messages_client_changes" AFTER INSERT OR UPDATE OR DELETE ON "messages"
	FOR EACH ROW EXECUTE FUNCTION notify_client_change();--> statement-breakpoint
CREATE TRIGGER "messages_emptied" AFTER TRUNCATE ON "messages"
	FOR EACH STATEMENT EXECUTE FUNCTION notify_client_change();
