CREATE TABLE "catalog_deadline_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_key" text NOT NULL,
	"refresh_id" uuid,
	"venue_id" text NOT NULL,
	"edition_year" integer NOT NULL,
	"kind" text NOT NULL,
	"track" text DEFAULT '' NOT NULL,
	"change" text NOT NULL,
	"previous_at" timestamp with time zone,
	"is_previous_estimated" boolean DEFAULT false NOT NULL,
	"new_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_deadline_changes_change_key_unique" UNIQUE("change_key")
);
--> statement-breakpoint
CREATE TABLE "catalog_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"report" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_source_snapshots" (
	"source_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"commit" text,
	"etag" text,
	"checksum" text NOT NULL,
	"files" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_alerts_sent" (
	"user_id" text NOT NULL,
	"change_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_alerts_sent_user_id_change_key_pk" PRIMARY KEY("user_id","change_key")
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "origin" text DEFAULT 'shipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "change_alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "analysis_change_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_deadline_changes" ADD CONSTRAINT "catalog_deadline_changes_refresh_id_catalog_refreshes_id_fk" FOREIGN KEY ("refresh_id") REFERENCES "public"."catalog_refreshes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_deadline_changes" ADD CONSTRAINT "catalog_deadline_changes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_alerts_sent" ADD CONSTRAINT "change_alerts_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_deadline_changes_venue_idx" ON "catalog_deadline_changes" USING btree ("venue_id","detected_at");--> statement-breakpoint
CREATE INDEX "catalog_refreshes_started_idx" ON "catalog_refreshes" USING btree ("started_at");