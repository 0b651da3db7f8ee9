CREATE TABLE "content_site_links" (
	"content_id" text NOT NULL,
	"site_id" text NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_site_links_content_id_site_id_pk" PRIMARY KEY("content_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "title_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "content_site_links" ADD CONSTRAINT "content_site_links_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_site_links" ADD CONSTRAINT "content_site_links_site_id_content_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "content_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_site_links_site_idx" ON "content_site_links" USING btree ("site_id","published_at" DESC NULLS LAST,"content_id" DESC NULLS LAST) WHERE "content_site_links"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "contents_title_search_idx" ON "contents" USING gin ("title_vector");--> statement-breakpoint
-- The sites of the articles written before: from their channels. Their title words are filled in at the next start.
INSERT INTO "content_site_links" ("content_id", "site_id", "published_at") SELECT DISTINCT l."content_id", j."site_id", l."published_at" FROM "content_subject_links" l JOIN "content_subjects" j ON j."id" = l."subject_id" ON CONFLICT DO NOTHING;
