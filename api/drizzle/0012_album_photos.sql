ALTER TABLE "galeris" ADD COLUMN "gambarAlbum" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Existing albums: their main and second picture become the first photos of the list.
UPDATE "galeris" SET "gambarAlbum" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', n, 'image', image) ORDER BY n), '[]'::jsonb)
  FROM (VALUES (1, "gambarGaleri"), (2, "gambarGaleri2")) AS photos(n, image)
  WHERE image IS NOT NULL AND image <> ''
);
