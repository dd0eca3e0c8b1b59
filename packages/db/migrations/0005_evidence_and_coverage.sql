ALTER TABLE "submission_matches" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "coverage" jsonb;