import { ResponsiveImage } from './responsive-image';

export interface StoryBlock {
  text: string | null | undefined;
  image: string | null | undefined;
  imageAlt: string;
  /** `id` when the text is Indonesian on an English page (no translation given) */
  lang?: string;
}

interface StoryBlocksProps {
  blocks: StoryBlock[];
  /** show the default picture where an image is missing (programs) instead of leaving it out (news) */
  placeholders?: boolean;
  /** the first image is above the fold */
  priorityFirst?: boolean;
}

/** Half the reading column on desktop, full width on phones. */
const BLOCK_IMAGE_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';

/**
 * A detail page's body: paragraphs each paired with a picture, alternating sides on wide screens
 * like a printed programme. Blocks with neither text nor picture are left out.
 */
export function StoryBlocks({ blocks, placeholders = false, priorityFirst = false }: StoryBlocksProps) {
  const shown = blocks.filter((b) => b.text?.trim() || b.image || placeholders);
  return (
    <div className="flex flex-col gap-12">
      {shown.map((block, i) => {
        const hasImage = Boolean(block.image) || placeholders;
        return (
          <section
            key={`${i}-${block.imageAlt}`}
            className={`grid items-center gap-6 ${hasImage && block.text ? 'md:grid-cols-2 md:gap-10' : ''}`}
          >
            {hasImage && (
              <figure
                className={`aspect-[4/3] overflow-hidden rounded-xl bg-stone-200 shadow-md ${i % 2 === 1 ? 'md:order-2' : ''}`}
              >
                <ResponsiveImage
                  src={block.image}
                  alt={block.imageAlt}
                  sizes={block.text ? BLOCK_IMAGE_SIZES : '(min-width: 1152px) 1120px, 100vw'}
                  priority={priorityFirst && i === 0}
                  framed
                  className="size-full object-cover"
                />
              </figure>
            )}
            {block.text && (
              <div lang={block.lang} className="whitespace-pre-line text-lg leading-relaxed text-stone-700">
                {block.text}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
