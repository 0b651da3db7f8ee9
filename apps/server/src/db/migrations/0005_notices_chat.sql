CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"service_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"last_message" text,
	"user_read_id" bigint DEFAULT 0 NOT NULL,
	"service_read_id" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_counters" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"from_service" boolean NOT NULL,
	"text" text NOT NULL,
	"client_msg_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_counts" (
	"user_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"notice_type" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"unread" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_counts_user_id_ent_id_notice_type_pk" PRIMARY KEY("user_id","ent_id","notice_type")
);
--> statement-breakpoint
CREATE TABLE "notice_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"user_ids" jsonb NOT NULL,
	"ent_ids" jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_user_seqs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_activations" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_type" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by" text
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "file_id" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "from_type" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "send_id" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Existing notices get their numbers in the order they were created, and each user's counter the last of them.
UPDATE "notices" n SET "seq" = o.rn FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "create_date", "id") AS rn FROM "notices") o WHERE n."id" = o."id";--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
INSERT INTO "notice_user_seqs" ("user_id", "last_seq") SELECT "user_id", max("seq") FROM "notices" GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "notice_counts" ("user_id", "ent_id", "notice_type", "total", "unread") SELECT "user_id", "ent_id", "notice_type", count(*), count(*) FILTER (WHERE "status" <> 1) FROM "notices" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "chat_counters" ("id", "last_id") VALUES (1, 0);--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_service_user_id_users_id_fk" FOREIGN KEY ("service_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_counts" ADD CONSTRAINT "notice_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_user_seqs" ADD CONSTRAINT "notice_user_seqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_activations" ADD CONSTRAINT "product_activations_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_activations" ADD CONSTRAINT "product_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_open_uq" ON "chat_conversations" USING btree ("user_id") WHERE "chat_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "chat_conversations_status_idx" ON "chat_conversations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_service_idx" ON "chat_conversations" USING btree ("service_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("sender_id","client_msg_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_changes_pending_uq" ON "admin_changes" USING btree ("ent_id") WHERE "admin_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notice_sends_created_idx" ON "notice_sends" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_activations_uq" ON "product_activations" USING btree ("ent_id","user_id","product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_user_seq_uq" ON "notices" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notices_user_ent_seq_idx" ON "notices" USING btree ("user_id","ent_id","seq");--> statement-breakpoint
CREATE INDEX "notices_send_idx" ON "notices" USING btree ("send_id","status") WHERE "notices"."send_id" is not null;