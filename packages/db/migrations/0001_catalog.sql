CREATE TABLE "catalog_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checksum" text NOT NULL,
	"venue_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_imports_checksum_unique" UNIQUE("checksum")
);
--> statement-breakpoint
CREATE TABLE "venue_editions" (
	"venue_id" text NOT NULL,
	"year" integer NOT NULL,
	"url" text,
	"place" text,
	"dates" jsonb,
	"deadlines" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_editions_venue_id_year_pk" PRIMARY KEY("venue_id","year")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" text PRIMARY KEY NOT NULL,
	"acronym" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"aliases" jsonb NOT NULL,
	"areas" jsonb NOT NULL,
	"ranks" jsonb NOT NULL,
	"h5_index" integer,
	"acceptance_rates" jsonb,
	"url" text,
	"dblp" text,
	"region" text,
	"sources" jsonb NOT NULL,
	"provenance" jsonb NOT NULL,
	"disagreements" jsonb,
	"search_text" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_editions" ADD CONSTRAINT "venue_editions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venues_type_idx" ON "venues" USING btree ("type");