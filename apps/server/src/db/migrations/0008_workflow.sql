CREATE TABLE "workflow_definitions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_definitions_key_version_pk" PRIMARY KEY("key","version")
);
--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"id" text PRIMARY KEY NOT NULL,
	"process_inst_id" text NOT NULL,
	"task_id" text,
	"task_name" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"end_time" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"operation_type" text NOT NULL,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "workflow_instances" (
	"process_inst_id" text PRIMARY KEY NOT NULL,
	"def_key" text NOT NULL,
	"def_version" integer NOT NULL,
	"biz_type" text NOT NULL,
	"biz_code" text NOT NULL,
	"title" text NOT NULL,
	"applicant_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"ent_id" text NOT NULL,
	"status" text NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"current_node" text,
	"last_approval_step" integer,
	"last_approval_user" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_nodes" (
	"def_key" text NOT NULL,
	"def_version" integer NOT NULL,
	"node_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"role_code" text,
	"user_id" text,
	CONSTRAINT "workflow_nodes_def_key_def_version_node_id_pk" PRIMARY KEY("def_key","def_version","node_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"process_inst_id" text NOT NULL,
	"node_id" text NOT NULL,
	"task_name" text NOT NULL,
	"actor_kind" text NOT NULL,
	"role_code" text,
	"assignee_user_id" text,
	"ent_id" text NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"operation_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text
);
--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_process_inst_id_workflow_instances_process_inst_id_fk" FOREIGN KEY ("process_inst_id") REFERENCES "workflow_instances"("process_inst_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_def_key_def_version_workflow_definitions_key_version_fk" FOREIGN KEY ("def_key","def_version") REFERENCES "workflow_definitions"("key","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_nodes" ADD CONSTRAINT "workflow_nodes_def_key_def_version_workflow_definitions_key_version_fk" FOREIGN KEY ("def_key","def_version") REFERENCES "workflow_definitions"("key","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_process_inst_id_workflow_instances_process_inst_id_fk" FOREIGN KEY ("process_inst_id") REFERENCES "workflow_instances"("process_inst_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_instance_idx" ON "workflow_history" USING btree ("process_inst_id","end_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_history_idem_uq" ON "workflow_history" USING btree ("process_inst_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_instances_biz_uq" ON "workflow_instances" USING btree ("biz_type","biz_code");--> statement-breakpoint
CREATE INDEX "workflow_instances_applicant_idx" ON "workflow_instances" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_nodes_order_uq" ON "workflow_nodes" USING btree ("def_key","def_version","sort");--> statement-breakpoint
CREATE INDEX "workflow_tasks_open_ops_idx" ON "workflow_tasks" USING btree ("role_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"applicant_id") WHERE "workflow_tasks"."status" = 'open' and "workflow_tasks"."actor_kind" = 'operationsRole';--> statement-breakpoint
CREATE INDEX "workflow_tasks_open_ent_idx" ON "workflow_tasks" USING btree ("ent_id","role_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"applicant_id") WHERE "workflow_tasks"."status" = 'open' and "workflow_tasks"."actor_kind" = 'enterpriseRole';--> statement-breakpoint
CREATE INDEX "workflow_tasks_open_user_idx" ON "workflow_tasks" USING btree ("assignee_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"applicant_id") WHERE "workflow_tasks"."status" = 'open' and "workflow_tasks"."actor_kind" = 'user';--> statement-breakpoint
CREATE INDEX "workflow_tasks_status_created_idx" ON "workflow_tasks" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflow_tasks_done_by_idx" ON "workflow_tasks" USING btree ("done_by","done_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflow_tasks_instance_idx" ON "workflow_tasks" USING btree ("process_inst_id","status");