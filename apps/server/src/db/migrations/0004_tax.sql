CREATE TABLE "upload_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"user_id" text NOT NULL,
	"user_source" integer NOT NULL,
	"ent_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"suffix_name" text NOT NULL,
	"result_msg" text NOT NULL,
	"route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_calendar_news" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"remind_date" date NOT NULL,
	"content" text NOT NULL,
	"task_no" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_code_items" (
	"code_no" text NOT NULL,
	"item_no" text NOT NULL,
	"item_name" text NOT NULL,
	"item_key" text DEFAULT '' NOT NULL,
	"relative_code1" text,
	"rate" text,
	"sort" integer NOT NULL,
	CONSTRAINT "tax_code_items_code_no_item_no_pk" PRIMARY KEY("code_no","item_no")
);
--> statement-breakpoint
CREATE TABLE "tax_ent_profiles" (
	"ent_id" text PRIMARY KEY NOT NULL,
	"tax_bureau" text NOT NULL,
	"legal_representative" text NOT NULL,
	"finance_contact" text NOT NULL,
	"finance_phone" text NOT NULL,
	"registered_address" text NOT NULL,
	"city_flag" text DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_ent_tax_types" (
	"ent_id" text NOT NULL,
	"tax_type" text NOT NULL,
	"periodicity" text NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "tax_ent_tax_types_ent_id_tax_type_pk" PRIMARY KEY("ent_id","tax_type")
);
--> statement-breakpoint
CREATE TABLE "tax_file_pushes" (
	"push_id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"task_no" text NOT NULL,
	"table_code" text,
	"file_name" text NOT NULL,
	"state" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_filing_preferences" (
	"ent_id" text PRIMARY KEY NOT NULL,
	"remind_days_before" integer NOT NULL,
	"prompt_create_task" boolean NOT NULL,
	"import_mode" text NOT NULL,
	"default_tax_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_hidden_tables" (
	"user_id" text NOT NULL,
	"table_code" text NOT NULL,
	CONSTRAINT "tax_hidden_tables_user_id_table_code_pk" PRIMARY KEY("user_id","table_code")
);
--> statement-breakpoint
CREATE TABLE "tax_import_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"ent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"task_no" text NOT NULL,
	"table_code" text NOT NULL,
	"tax_path" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"status" text NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"instance_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_import_staging" (
	"job_id" text NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "tax_import_staging_job_id_row_no_pk" PRIMARY KEY("job_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"direction" text NOT NULL,
	"invoice_type" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_no" text NOT NULL,
	"issue_date" date NOT NULL,
	"counterparty" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"tax_amount" numeric(16, 2) NOT NULL,
	"tax_rate" text NOT NULL,
	"source" text NOT NULL,
	"tax_calculation" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"period" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_periods" (
	"ent_id" text NOT NULL,
	"id" text NOT NULL,
	"tax_type" text NOT NULL,
	"tax_key" text NOT NULL,
	"tax_year" integer NOT NULL,
	"tax_month" integer,
	"tax_quarter" integer,
	"period" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"origin_tax_year" integer NOT NULL,
	"deadline" date,
	CONSTRAINT "tax_periods_ent_id_id_pk" PRIMARY KEY("ent_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_table_formats" (
	"table_code" text PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"tax_type" text NOT NULL,
	"version" text NOT NULL,
	"format" jsonb NOT NULL,
	"local" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_table_rows" (
	"ent_id" text NOT NULL,
	"task_no" text NOT NULL,
	"table_code" text NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "tax_table_rows_ent_id_task_no_table_code_row_no_pk" PRIMARY KEY("ent_id","task_no","table_code","row_no")
);
--> statement-breakpoint
CREATE TABLE "tax_task_tables" (
	"ent_id" text NOT NULL,
	"task_no" text NOT NULL,
	"table_code" text NOT NULL,
	"version" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"source_sha256" text,
	"source_job_id" text,
	"imported_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_task_tables_ent_id_task_no_table_code_pk" PRIMARY KEY("ent_id","task_no","table_code")
);
--> statement-breakpoint
CREATE TABLE "tax_tasks" (
	"task_no" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"tax_type" text NOT NULL,
	"period" text NOT NULL,
	"task_branch_status" integer NOT NULL,
	"state" text NOT NULL,
	"period_range" text NOT NULL,
	"deadline" date,
	"deadline_reason" text,
	"tax_amount" numeric(16, 2),
	"paid_amount" numeric(16, 2),
	"no_reminder" text DEFAULT '0' NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vat_ent_base_info" (
	"ent_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"taxpayer_type" text NOT NULL,
	"taxation_method" text NOT NULL,
	"registered_at" date,
	CONSTRAINT "vat_ent_base_info_ent_id_tax_year_pk" PRIMARY KEY("ent_id","tax_year")
);
--> statement-breakpoint
CREATE TABLE "vat_ent_preferences" (
	"ent_id" text PRIMARY KEY NOT NULL,
	"if_applicable_preference" text NOT NULL,
	"if_add_dijia_policy" text NOT NULL,
	"add_dijia_policy_industry" text NOT NULL,
	"add_dijia_policy_rate" text NOT NULL,
	"if_immediate_withdrawal_items" text NOT NULL,
	"immediate_withdrawal_items" text NOT NULL,
	"immediate_withdrawal_items_name" text NOT NULL,
	"if_tax_diminishing_items" text NOT NULL,
	"tax_diminishing_items" text NOT NULL,
	"if_vat_exemption_items" text NOT NULL,
	"vat_exemption_items" text NOT NULL,
	"vat_exemption_items_code" text NOT NULL,
	"if_vat_reduction_items" text NOT NULL,
	"vat_reduction_items" text NOT NULL,
	"vat_reduction_items_code" text NOT NULL,
	"tax_bureau_city" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_general_branch" (
	"ent_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"general_name" text,
	"branches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tax_calendar_news" ADD CONSTRAINT "tax_calendar_news_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calendar_news" ADD CONSTRAINT "tax_calendar_news_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calendar_news" ADD CONSTRAINT "tax_calendar_news_task_no_tax_tasks_task_no_fk" FOREIGN KEY ("task_no") REFERENCES "tax_tasks"("task_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_ent_profiles" ADD CONSTRAINT "tax_ent_profiles_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_ent_tax_types" ADD CONSTRAINT "tax_ent_tax_types_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_file_pushes" ADD CONSTRAINT "tax_file_pushes_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_file_pushes" ADD CONSTRAINT "tax_file_pushes_task_no_tax_tasks_task_no_fk" FOREIGN KEY ("task_no") REFERENCES "tax_tasks"("task_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_file_pushes" ADD CONSTRAINT "tax_file_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_filing_preferences" ADD CONSTRAINT "tax_filing_preferences_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_hidden_tables" ADD CONSTRAINT "tax_hidden_tables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_hidden_tables" ADD CONSTRAINT "tax_hidden_tables_table_code_tax_table_formats_table_code_fk" FOREIGN KEY ("table_code") REFERENCES "tax_table_formats"("table_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_import_jobs" ADD CONSTRAINT "tax_import_jobs_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_import_jobs" ADD CONSTRAINT "tax_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_periods" ADD CONSTRAINT "tax_periods_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_task_tables" ADD CONSTRAINT "tax_task_tables_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_task_tables" ADD CONSTRAINT "tax_task_tables_task_no_tax_tasks_task_no_fk" FOREIGN KEY ("task_no") REFERENCES "tax_tasks"("task_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_task_tables" ADD CONSTRAINT "tax_task_tables_table_code_tax_table_formats_table_code_fk" FOREIGN KEY ("table_code") REFERENCES "tax_table_formats"("table_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_tasks" ADD CONSTRAINT "tax_tasks_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_tasks" ADD CONSTRAINT "tax_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_ent_base_info" ADD CONSTRAINT "vat_ent_base_info_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_ent_preferences" ADD CONSTRAINT "vat_ent_preferences_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_ent_preferences" ADD CONSTRAINT "vat_ent_preferences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_general_branch" ADD CONSTRAINT "vat_general_branch_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_log_created_idx" ON "upload_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tax_calendar_news_ent_date_idx" ON "tax_calendar_news" USING btree ("ent_id","remind_date");--> statement-breakpoint
CREATE INDEX "tax_file_pushes_ent_task_idx" ON "tax_file_pushes" USING btree ("ent_id","task_no");--> statement-breakpoint
CREATE INDEX "tax_import_jobs_queue_idx" ON "tax_import_jobs" USING btree ("instance_id","seq") WHERE "tax_import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tax_import_jobs_table_idx" ON "tax_import_jobs" USING btree ("ent_id","task_no","table_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_ent_code_no_uq" ON "tax_invoices" USING btree ("ent_id","invoice_code","invoice_no");--> statement-breakpoint
CREATE INDEX "tax_invoices_ent_period_idx" ON "tax_invoices" USING btree ("ent_id","period","direction");--> statement-breakpoint
CREATE INDEX "tax_invoices_ent_date_idx" ON "tax_invoices" USING btree ("ent_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "tax_periods_ent_year_idx" ON "tax_periods" USING btree ("ent_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_tasks_ent_type_period_uq" ON "tax_tasks" USING btree ("ent_id","tax_type","period");--> statement-breakpoint
CREATE INDEX "tax_tasks_ent_period_idx" ON "tax_tasks" USING btree ("ent_id","period");--> statement-breakpoint
CREATE INDEX "tax_tasks_ent_state_deadline_idx" ON "tax_tasks" USING btree ("ent_id","state","deadline");--> statement-breakpoint
CREATE INDEX "tax_tasks_ent_deadline_idx" ON "tax_tasks" USING btree ("ent_id","deadline");