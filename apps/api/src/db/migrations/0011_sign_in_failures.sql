-- A staff member's failed sign-ins are counted in rate_limits, per source and from anywhere, as a
-- client's are (modules/auth/login-failures.ts): a lock on the row shut the owner out from everywhere.
ALTER TABLE "staff" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "locked_until";
