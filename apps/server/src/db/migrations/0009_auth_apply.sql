CREATE TABLE "auth_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_account" text NOT NULL,
	"apply_type" integer NOT NULL,
	"ent_id" text NOT NULL,
	"ent_name" text NOT NULL,
	"product_type" text NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"role_id" text,
	"role_name" text DEFAULT '' NOT NULL,
	"is_user_center" boolean DEFAULT false NOT NULL,
	"process_inst_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"task_name" text DEFAULT '' NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"opinions" text DEFAULT '' NOT NULL,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_apply_actors" (
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_apply_actors_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "auth_apply_menus" (
	"application_id" text NOT NULL,
	"seq" integer NOT NULL,
	"menu_id" text NOT NULL,
	"menu_name" text NOT NULL,
	CONSTRAINT "auth_apply_menus_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
CREATE TABLE "auth_apply_roles" (
	"application_id" text NOT NULL,
	"seq" integer NOT NULL,
	"product_type" text NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text DEFAULT '' NOT NULL,
	"created_role_id" text,
	CONSTRAINT "auth_apply_roles_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
CREATE TABLE "auth_apply_users" (
	"application_id" text NOT NULL,
	"seq" integer NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"user_account" text NOT NULL,
	"user_source" integer DEFAULT 1 NOT NULL,
	"ent_id" text NOT NULL,
	"ent_name" text NOT NULL,
	CONSTRAINT "auth_apply_users_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
ALTER TABLE "auth_apply_actors" ADD CONSTRAINT "auth_apply_actors_application_id_auth_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "auth_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_apply_menus" ADD CONSTRAINT "auth_apply_menus_application_id_auth_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "auth_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_apply_roles" ADD CONSTRAINT "auth_apply_roles_application_id_auth_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "auth_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_apply_users" ADD CONSTRAINT "auth_apply_users_application_id_auth_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "auth_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_applications_applicant_idx" ON "auth_applications" USING btree ("applicant_id","apply_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auth_applications_process_uq" ON "auth_applications" USING btree ("process_inst_id");--> statement-breakpoint
CREATE INDEX "auth_applications_ent_idx" ON "auth_applications" USING btree ("ent_id","apply_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auth_apply_actors_user_idx" ON "auth_apply_actors" USING btree ("user_id","acted_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);