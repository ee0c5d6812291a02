-- When someone was last in touch with a client, and since when the client has waited for a reply,
-- kept on the client's row by triggers in the writer's own transaction (as the insight totals are),
-- so My day, the queue and the client search read one row per client instead of probing messages,
-- contact attempts and sessions for each.
ALTER TABLE "clients" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_contact_at" timestamp with time zone GENERATED ALWAYS AS (greatest("created_at", "contacted_at")) STORED NOT NULL;--> statement-breakpoint
-- contacted_at: the latest message either way, logged contact attempt or completed session.
-- waiting_since: when the latest message is the client's own and not marked handled, their oldest
-- unhandled message since the coach last wrote; otherwise null (nothing owed).
CREATE FUNCTION "refresh_client_contact"("who" integer) RETURNS void LANGUAGE sql AS $$
	UPDATE clients SET contacted_at = x.contacted_at, waiting_since = x.waiting_since
	FROM (SELECT
		greatest(
			(SELECT max(m.sent) FROM messages m WHERE m.client_id = who),
			(SELECT max(a.created_at) FROM contact_attempts a WHERE a.client_id = who),
			(SELECT max(s.due_date)::timestamptz FROM sessions s WHERE s.client_id = who AND s.status = 'complete')
		) AS contacted_at,
		(SELECT CASE WHEN NOT l.is_coach AND l.handled_at IS NULL THEN coalesce(
				(SELECT min(w.sent) FROM messages w
					WHERE w.client_id = who AND NOT w.is_coach AND w.handled_at IS NULL
						AND w.sent > coalesce((SELECT max(r.sent) FROM messages r
							WHERE r.client_id = who AND r.is_coach), '-infinity')),
				l.sent) END
			FROM messages l WHERE l.client_id = who ORDER BY l.sent DESC, l.id DESC LIMIT 1) AS waiting_since
	) AS x
	WHERE clients.id = who
		AND (clients.contacted_at, clients.waiting_since) IS DISTINCT FROM (x.contacted_at, x.waiting_since)
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_client_contact_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM refresh_client_contact(OLD.client_id);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.client_id <> OLD.client_id) THEN
		PERFORM refresh_client_contact(NEW.client_id);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_contact_insert_delete" AFTER INSERT OR DELETE ON "messages"
	FOR EACH ROW EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
CREATE TRIGGER "messages_contact_update"
	AFTER UPDATE OF "client_id", "is_coach", "sent", "handled_at" ON "messages"
	FOR EACH ROW
	WHEN ((OLD.client_id, OLD.is_coach, OLD.sent, OLD.handled_at)
		IS DISTINCT FROM (NEW.client_id, NEW.is_coach, NEW.sent, NEW.handled_at))
	EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_contact_insert_delete" AFTER INSERT OR DELETE ON "contact_attempts"
	FOR EACH ROW EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_contact_update"
	AFTER UPDATE OF "client_id", "created_at" ON "contact_attempts"
	FOR EACH ROW
	WHEN ((OLD.client_id, OLD.created_at) IS DISTINCT FROM (NEW.client_id, NEW.created_at))
	EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
CREATE TRIGGER "sessions_contact_insert" AFTER INSERT ON "sessions"
	FOR EACH ROW WHEN (NEW.status = 'complete') EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
CREATE TRIGGER "sessions_contact_delete" AFTER DELETE ON "sessions"
	FOR EACH ROW WHEN (OLD.status = 'complete') EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
CREATE TRIGGER "sessions_contact_update"
	AFTER UPDATE OF "client_id", "status", "due_date" ON "sessions"
	FOR EACH ROW
	WHEN ((OLD.status = 'complete' OR NEW.status = 'complete')
		AND (OLD.client_id, OLD.status, OLD.due_date) IS DISTINCT FROM (NEW.client_id, NEW.status, NEW.due_date))
	EXECUTE FUNCTION refresh_client_contact_of_row();--> statement-breakpoint
-- A client's messages newest first with id as the tie-break, as the chat, the queue and the function
-- above read them: a walk of the index, no sort after it.
DROP INDEX "messages_client_sent";--> statement-breakpoint
CREATE INDEX "messages_client_sent" ON "messages" USING btree ("client_id","sent","id");--> statement-breakpoint
SELECT refresh_client_contact(id) FROM clients;--> statement-breakpoint
-- An administrator's unanswered messages: the open cases with a client waiting, oldest first.
CREATE INDEX "clients_waiting" ON "clients" USING btree ("waiting_since","id") WHERE "waiting_since" IS NOT NULL AND "closed_at" IS NULL;--> statement-breakpoint
ANALYZE "clients";
