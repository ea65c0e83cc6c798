CREATE TABLE "announcement_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mail_id" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"title" text NOT NULL,
	"body" text NOT NULL,
	"picture" text,
	"link" text,
	"audience" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"test_sent_at" timestamp with time zone,
	"send_started_at" timestamp with time zone,
	"queue_after" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" integer,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fallback" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"wamid" text,
	"last_error" text,
	"fell_back" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_numbers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_sandbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"wamid" text NOT NULL,
	"request" jsonb NOT NULL,
	"unreported" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_sandbox_wamid_unique" UNIQUE("wamid")
);
--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD CONSTRAINT "whatsapp_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_recipients_key" ON "announcement_recipients" USING btree ("announcement_id","user_id");--> statement-breakpoint
CREATE INDEX "announcement_recipients_user_idx" ON "announcement_recipients" USING btree ("user_id","createdAt");--> statement-breakpoint
CREATE INDEX "announcement_recipients_mail_idx" ON "announcement_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "announcements_createdAt_sort_idx" ON "announcements" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "announcements_title_sort_idx" ON "announcements" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "announcements_status_idx" ON "announcements" USING btree ("status");--> statement-breakpoint
CREATE INDEX "announcements_search_trgm_idx" ON "announcements" USING gin ((coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_dedupe_key" ON "whatsapp_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid" ON "whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "whatsapp_messages_createdAt_sort_idx" ON "whatsapp_messages" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_status_idx" ON "whatsapp_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_kind_idx" ON "whatsapp_messages" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_search_trgm_idx" ON "whatsapp_messages" USING gin ((coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consents_withdrawn_idx" ON "consents" USING btree ("createdAt") WHERE "consents"."kind" = 'announcements' AND NOT "consents"."granted";