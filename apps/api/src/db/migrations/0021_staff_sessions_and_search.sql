-- A staff session ends after 30 minutes without use (modules/staff-auth/staff-session.ts): the time
-- it was last used is kept on the token, moved on at most once a minute.
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
