ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
-- Rows from before this column may belong to a day-long window; they are kept until such a window ends.
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '1 day';
