ALTER TABLE "contact_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
-- Messages sent before the sender was recorded carry only the typed address. Each is tied once, here,
-- to the account that has that address in any case, as the export matched them until now; messages
-- sent signed out from now on stay unlinked, so an address a stranger types no longer reaches that
-- account's export.
UPDATE "contact_messages" SET "user_id" = "users"."id" FROM "users"
WHERE "contact_messages"."user_id" IS NULL AND lower("contact_messages"."email") = lower("users"."email");
