ALTER TABLE "beritakolaborasis" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beritakolaborasis" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beritapartners" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beritapartners" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beritas" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beritas" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tikets" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tikets" ADD COLUMN "published_at" timestamp with time zone;