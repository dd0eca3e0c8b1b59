CREATE TABLE "dismissed_venues" (
	"submission_id" uuid NOT NULL,
	"venue_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_venues_submission_id_venue_id_pk" PRIMARY KEY("submission_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "dismissed_venues" ADD CONSTRAINT "dismissed_venues_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;