ALTER TABLE "clients" ADD COLUMN "feedback_prompts_answered" text[] DEFAULT '{}'::text[] NOT NULL;
