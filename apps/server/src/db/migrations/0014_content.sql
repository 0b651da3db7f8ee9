CREATE TABLE "content_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"kind" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"content_id" text NOT NULL,
	"user_id" text NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"content_id" text NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"content_source" text NOT NULL,
	"author" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_content_id_revision_pk" PRIMARY KEY("content_id","revision")
);
--> statement-breakpoint
CREATE TABLE "content_sites" (
	"id" text PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"site_code" text NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_subject_links" (
	"content_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_subject_links_content_id_subject_id_pk" PRIMARY KEY("content_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "content_subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"subject_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" text PRIMARY KEY NOT NULL,
	"business_code" text NOT NULL,
	"title" text NOT NULL,
	"content_source" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"cover_file_id" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"approved_revision" integer,
	"process_inst_id" text DEFAULT '' NOT NULL,
	"review_round" integer DEFAULT 0 NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"ent_id" text NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_subject_links" ADD CONSTRAINT "content_subject_links_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_subject_links" ADD CONSTRAINT "content_subject_links_subject_id_content_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "content_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_subjects" ADD CONSTRAINT "content_subjects_site_id_content_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "content_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_jobs_due_idx" ON "content_jobs" USING btree ("run_at") WHERE "content_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_jobs_pending_uq" ON "content_jobs" USING btree ("content_id","kind") WHERE "content_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_sites_code_uq" ON "content_sites" USING btree (lower("site_code"));--> statement-breakpoint
CREATE INDEX "content_subject_links_channel_idx" ON "content_subject_links" USING btree ("subject_id","published_at" DESC NULLS LAST,"content_id" DESC NULLS LAST) WHERE "content_subject_links"."published_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_subjects_name_uq" ON "content_subjects" USING btree ("site_id",lower("subject_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contents_business_code_uq" ON "contents" USING btree ("business_code");--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contents_published_idx" ON "contents" USING btree ("publish_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."state" = 4 and "contents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contents_updated_idx" ON "contents" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The review of articles (资讯审核): one step, the platform's administrators (role superAdmin). Written here, not in
-- the demo seed, so a database seeded before the content area existed has it too.
INSERT INTO "workflow_definitions" ("key", "version", "name") VALUES ('newsReview', 1, '资讯审核') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "workflow_nodes" ("def_key", "def_version", "node_id", "name", "sort", "actor_kind", "role_code", "user_id") VALUES ('newsReview', 1, 'review', '内容审核', 0, 'operationsRole', 'superAdmin', NULL) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The sites the portal's own pages read (news, knowledge base, help centre), each with its first channels.
INSERT INTO "content_sites" ("id", "site_name", "site_code", "sort") VALUES ('360000000000000001', '新闻资讯', 'news', 1), ('360000000000000002', '知识库', 'knowledge', 2), ('360000000000000003', '帮助中心', 'help', 3) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_subjects" ("id", "site_id", "subject_name", "sort") VALUES ('361000000000000001', '360000000000000001', '集团要闻', 1), ('361000000000000002', '360000000000000001', '金融动态', 2), ('361000000000000003', '360000000000000001', '政策法规', 3), ('361000000000000004', '360000000000000001', '通知公告', 4) ON CONFLICT DO NOTHING;
