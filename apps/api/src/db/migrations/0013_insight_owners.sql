-- A coach's insight reads totals too, as an administrator's does. Counting a coach's caseload as it
-- stood read every closed case they had kept (closing a case keeps its coach): at 5,000 closed cases,
-- 15,000 rated techniques a load. Each count now has an owner: the coach (their open and closed
-- cases), 0 for the intake pool (open, no coach) or -1 for closed cases with no coach, which are
-- nobody's caseload. A coach reads their own and the pool's rows; an administrator reads every row.
-- The triggers move a client's counts when their owner changes (a new coach, released to the pool,
-- closed), in the change's own transaction and in key order, as migration 0008's did.
DROP FUNCTION "count_client_stage"() CASCADE;--> statement-breakpoint
DROP FUNCTION "count_bct_rating"() CASCADE;--> statement-breakpoint
DROP TABLE "client_stage_totals", "bct_rating_totals";--> statement-breakpoint
CREATE FUNCTION "caseload_owner"(coach_id integer, closed_at timestamptz) RETURNS integer
	LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(coach_id, CASE WHEN closed_at IS NULL THEN 0 ELSE -1 END) $$;--> statement-breakpoint
CREATE TABLE "client_stage_totals" (
	"owner" integer NOT NULL,
	"pathways" text[] NOT NULL,
	"has_check" integer NOT NULL,
	"has_call" integer NOT NULL,
	"closure_requested" boolean NOT NULL,
	"closed" boolean NOT NULL,
	"clients" integer NOT NULL,
	CONSTRAINT "client_stage_totals_pk" PRIMARY KEY ("owner","pathways","has_check","has_call","closure_requested","closed")
);--> statement-breakpoint
CREATE TABLE "bct_rating_totals" (
	"owner" integer NOT NULL,
	"bct_id" integer NOT NULL,
	"plans" integer NOT NULL,
	"ratings" integer NOT NULL,
	"progress_sum" integer NOT NULL,
	CONSTRAINT "bct_rating_totals_pk" PRIMARY KEY ("owner","bct_id")
);--> statement-breakpoint
CREATE FUNCTION "count_client_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO client_stage_totals AS t (owner, pathways, has_check, has_call, closure_requested, closed, clients)
	SELECT d.owner, d.pathways, d.has_check, d.has_call, d.closure_requested, d.closed, sum(d.change)::int
	FROM (
		SELECT caseload_owner(OLD.coach_id, OLD.closed_at), OLD.pathways, least(OLD.assessment_count, 1),
			least(OLD.completed_calls, 1), OLD.closure_requested_at IS NOT NULL, OLD.closed_at IS NOT NULL, -1
		WHERE TG_OP <> 'INSERT'
		UNION ALL
		SELECT caseload_owner(NEW.coach_id, NEW.closed_at), NEW.pathways, least(NEW.assessment_count, 1),
			least(NEW.completed_calls, 1), NEW.closure_requested_at IS NOT NULL, NEW.closed_at IS NOT NULL, 1
		WHERE TG_OP <> 'DELETE'
	) AS d (owner, pathways, has_check, has_call, closure_requested, closed, change)
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(d.change) <> 0
	ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (owner, pathways, has_check, has_call, closure_requested, closed)
	DO UPDATE SET clients = t.clients + excluded.clients;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_stage_insert" AFTER INSERT ON "clients"
	FOR EACH ROW EXECUTE FUNCTION count_client_stage();--> statement-breakpoint
CREATE TRIGGER "clients_stage_delete" AFTER DELETE ON "clients"
	FOR EACH ROW EXECUTE FUNCTION count_client_stage();--> statement-breakpoint
CREATE TRIGGER "clients_stage_update"
	AFTER UPDATE OF "coach_id", "pathways", "assessment_count", "completed_calls", "closure_requested_at", "closed_at" ON "clients"
	FOR EACH ROW
	WHEN (
		caseload_owner(OLD.coach_id, OLD.closed_at) <> caseload_owner(NEW.coach_id, NEW.closed_at)
		OR OLD.pathways IS DISTINCT FROM NEW.pathways
		OR least(OLD.assessment_count, 1) <> least(NEW.assessment_count, 1)
		OR least(OLD.completed_calls, 1) <> least(NEW.completed_calls, 1)
		OR (OLD.closure_requested_at IS NULL) <> (NEW.closure_requested_at IS NULL)
		OR (OLD.closed_at IS NULL) <> (NEW.closed_at IS NULL)
	)
	EXECUTE FUNCTION count_client_stage();--> statement-breakpoint
-- Moves the ratings of a client's plan (or of one plan of theirs) from one owner to another; a null
-- owner is none, so (owner, null) takes them away.
CREATE FUNCTION "move_client_ratings"(of_client integer, of_plan integer, from_owner integer, to_owner integer)
	RETURNS void LANGUAGE sql AS $$
	INSERT INTO bct_rating_totals AS t (owner, bct_id, plans, ratings, progress_sum)
	SELECT o.owner, r.bct_id, o.sign * r.plans, o.sign * r.ratings, o.sign * r.progress_sum
	FROM (
		SELECT b.bct_id, count(*)::int, count(b.progress)::int, coalesce(sum(b.progress), 0)::int
		FROM plan_bcts b JOIN plans p ON p.id = b.plan_id
		WHERE p.client_id = of_client AND (of_plan IS NULL OR p.id = of_plan)
		GROUP BY b.bct_id
	) AS r (bct_id, plans, ratings, progress_sum)
	CROSS JOIN (VALUES (from_owner, -1), (to_owner, 1)) AS o (owner, sign)
	WHERE o.owner IS NOT NULL
	ORDER BY 1, 2
	ON CONFLICT (owner, bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
$$;--> statement-breakpoint
CREATE FUNCTION "move_ratings_of_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM move_client_ratings(OLD.id, NULL, caseload_owner(OLD.coach_id, OLD.closed_at), NULL);
		RETURN OLD;
	END IF;
	PERFORM move_client_ratings(NEW.id, NULL, caseload_owner(OLD.coach_id, OLD.closed_at),
		caseload_owner(NEW.coach_id, NEW.closed_at));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_ratings_update" AFTER UPDATE OF "coach_id", "closed_at" ON "clients"
	FOR EACH ROW
	WHEN (caseload_owner(OLD.coach_id, OLD.closed_at) <> caseload_owner(NEW.coach_id, NEW.closed_at))
	EXECUTE FUNCTION move_ratings_of_client();--> statement-breakpoint
-- Before the client goes: the deletions of their plan's techniques that follow can no longer find
-- whose they were, and count nothing.
CREATE TRIGGER "clients_ratings_delete" BEFORE DELETE ON "clients"
	FOR EACH ROW EXECUTE FUNCTION move_ratings_of_client();--> statement-breakpoint
CREATE FUNCTION "take_ratings_of_plan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM move_client_ratings(c.id, OLD.id, caseload_owner(c.coach_id, c.closed_at), NULL)
	FROM clients c WHERE c.id = OLD.client_id;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plans_ratings_delete" BEFORE DELETE ON "plans"
	FOR EACH ROW EXECUTE FUNCTION take_ratings_of_plan();--> statement-breakpoint
CREATE FUNCTION "count_bct_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	client_owner integer;
BEGIN
	SELECT caseload_owner(c.coach_id, c.closed_at) INTO client_owner
	FROM plans p JOIN clients c ON c.id = p.client_id
	WHERE p.id = coalesce(NEW.plan_id, OLD.plan_id);
	-- A technique deleted with its plan: the plan's own trigger took its counts away first.
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	INSERT INTO bct_rating_totals AS t (owner, bct_id, plans, ratings, progress_sum)
	SELECT client_owner, d.bct_id, sum(d.plans)::int, sum(d.ratings)::int, sum(d.progress_sum)::int
	FROM (
		SELECT OLD.bct_id, -1, -(OLD.progress IS NOT NULL)::int, -coalesce(OLD.progress, 0)
		WHERE TG_OP <> 'INSERT'
		UNION ALL
		SELECT NEW.bct_id, 1, (NEW.progress IS NOT NULL)::int, coalesce(NEW.progress, 0)
		WHERE TG_OP <> 'DELETE'
	) AS d (bct_id, plans, ratings, progress_sum)
	GROUP BY d.bct_id
	HAVING sum(d.plans) <> 0 OR sum(d.ratings) <> 0 OR sum(d.progress_sum) <> 0
	ORDER BY d.bct_id
	ON CONFLICT (owner, bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_insert" AFTER INSERT ON "plan_bcts"
	FOR EACH ROW EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_delete" AFTER DELETE ON "plan_bcts"
	FOR EACH ROW EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_update" AFTER UPDATE OF "bct_id", "progress" ON "plan_bcts"
	FOR EACH ROW
	WHEN (OLD.bct_id IS DISTINCT FROM NEW.bct_id OR OLD.progress IS DISTINCT FROM NEW.progress)
	EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
-- Every total counted again from the data: the fill below, and a bulk load's that ran with triggers off
-- (bench:scale's).
CREATE FUNCTION "recount_insight_totals"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM client_stage_totals;
	DELETE FROM bct_rating_totals;
	INSERT INTO client_stage_totals
	SELECT caseload_owner(coach_id, closed_at), pathways, least(assessment_count, 1), least(completed_calls, 1),
		closure_requested_at IS NOT NULL, closed_at IS NOT NULL, count(*)::int
	FROM clients GROUP BY 1, 2, 3, 4, 5, 6;
	INSERT INTO bct_rating_totals
	SELECT caseload_owner(c.coach_id, c.closed_at), b.bct_id, count(*)::int, count(b.progress)::int,
		coalesce(sum(b.progress), 0)::int
	FROM plan_bcts b JOIN plans p ON p.id = b.plan_id JOIN clients c ON c.id = p.client_id
	GROUP BY 1, 2;
$$;--> statement-breakpoint
-- Filled after the triggers exist: CREATE TRIGGER holds off other writers to the table until this
-- migration commits, so no change falls between the count and the first trigger.
SELECT recount_insight_totals();
