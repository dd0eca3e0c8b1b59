-- Databases hit by the checkout race (issue 16) hold several live test subscriptions per customer and
-- several open test checkouts per user, which the unique indexes below would refuse. Keep the
-- subscription that runs longest and the newest checkout; cancel or expire the others.
UPDATE "test_subscriptions" SET "status" = 'canceled', "canceled_at" = now()
WHERE "status" IN ('active', 'trialing') AND "id" NOT IN (
  SELECT DISTINCT ON ("customer_id") "id" FROM "test_subscriptions"
  WHERE "status" IN ('active', 'trialing')
  ORDER BY "customer_id", "current_period_end" DESC, "created_at" DESC
);--> statement-breakpoint
UPDATE "subscriptions" SET "status" = 'canceled', "updated_at" = now()
WHERE "provider" = 'test' AND "id" IN (SELECT "id" FROM "test_subscriptions" WHERE "status" = 'canceled');--> statement-breakpoint
UPDATE "test_checkout_sessions" SET "status" = 'expired'
WHERE "status" = 'open' AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "test_checkout_sessions"
  WHERE "status" = 'open'
  ORDER BY "user_id", "created_at" DESC
);--> statement-breakpoint
ALTER TABLE "test_subscriptions" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "test_checkout_sessions_one_open_per_user" ON "test_checkout_sessions" USING btree ("user_id") WHERE "test_checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "test_subscriptions_one_live_per_customer" ON "test_subscriptions" USING btree ("customer_id") WHERE "test_subscriptions"."status" in ('active', 'trialing');