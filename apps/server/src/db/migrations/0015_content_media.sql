CREATE TABLE "content_carousel" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_file_id" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"state" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_handbooks" (
	"path" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_sites" ADD COLUMN "is_public" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "content_carousel_sort_idx" ON "content_carousel" USING btree ("sort","id");--> statement-breakpoint
-- The knowledge base is internal: its articles are for the holders of /knowledgeBase/index, not the public news calls.
UPDATE "content_sites" SET "is_public" = 0 WHERE "site_code" = 'knowledge';--> statement-breakpoint
INSERT INTO "content_subjects" ("id", "site_id", "subject_name", "sort") VALUES ('361000000000000011', '360000000000000002', '税务知识', 1), ('361000000000000012', '360000000000000002', '金融产品', 2), ('361000000000000013', '360000000000000002', '平台操作', 3), ('361000000000000021', '360000000000000003', '常见问题', 1), ('361000000000000022', '360000000000000003', '操作指南', 2) ON CONFLICT DO NOTHING;
