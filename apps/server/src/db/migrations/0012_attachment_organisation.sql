CREATE TABLE "attachment_chunks" (
	"storage_key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "attachment_chunks_storage_key_seq_pk" PRIMARY KEY("storage_key","seq")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"project_type" text NOT NULL,
	"uploader_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"owner_type" text,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_browse_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"menu_id" text DEFAULT '' NOT NULL,
	"one_level_menu_id" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"ent_id" text NOT NULL,
	"ent_name" text NOT NULL,
	"browsed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_change_actors" (
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_change_actors_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "org_change_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"data" jsonb NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"applicant_id" text NOT NULL,
	"applicant_account" text NOT NULL,
	"applicant_name" text NOT NULL,
	"ent_id" text NOT NULL,
	"ent_name" text NOT NULL,
	"process_inst_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"task_name" text DEFAULT '' NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_nodes" (
	"customer_code" text PRIMARY KEY NOT NULL,
	"customer_register_name" text NOT NULL,
	"parent_customer_code" text,
	"company_level" integer NOT NULL,
	"socialcreditcode" text,
	"status" integer DEFAULT 1 NOT NULL,
	"cat" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"ent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_users" (
	"user_id" text NOT NULL,
	"customer_code" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_users_user_id_customer_code_pk" PRIMARY KEY("user_id","customer_code")
);
--> statement-breakpoint
ALTER TABLE "upload_log" ADD COLUMN "user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_log" ADD COLUMN "ent_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_change_actors" ADD CONSTRAINT "org_change_actors_application_id_org_change_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "org_change_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_users" ADD CONSTRAINT "org_users_customer_code_org_nodes_customer_code_fk" FOREIGN KEY ("customer_code") REFERENCES "org_nodes"("customer_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "attachments_unclaimed_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."owner_type" is null;--> statement-breakpoint
CREATE INDEX "page_browse_log_at_idx" ON "page_browse_log" USING btree ("browsed_at");--> statement-breakpoint
CREATE INDEX "page_browse_log_url_idx" ON "page_browse_log" USING btree ("url","browsed_at");--> statement-breakpoint
CREATE INDEX "org_change_actors_user_idx" ON "org_change_actors" USING btree ("user_id","acted_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "org_change_applicant_idx" ON "org_change_applications" USING btree ("applicant_id","apply_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "org_change_process_uq" ON "org_change_applications" USING btree ("process_inst_id");--> statement-breakpoint
CREATE INDEX "org_nodes_parent_idx" ON "org_nodes" USING btree ("parent_customer_code","sort","customer_code");--> statement-breakpoint
CREATE INDEX "org_nodes_path_idx" ON "org_nodes" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "org_nodes_credit_code_uq" ON "org_nodes" USING btree ("socialcreditcode") WHERE "org_nodes"."status" = 1 and "org_nodes"."socialcreditcode" is not null;--> statement-breakpoint
CREATE INDEX "org_users_code_idx" ON "org_users" USING btree ("customer_code","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_users_primary_uq" ON "org_users" USING btree ("user_id") WHERE "org_users"."is_primary";