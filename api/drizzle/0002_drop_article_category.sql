ALTER TABLE "beritakolaborasis" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "beritapartners" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "beritas" DROP COLUMN "category";