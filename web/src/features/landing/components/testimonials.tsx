import { landingMessages } from '@teater/contract';
import { island } from '../../../components/island';
import { QueryView } from '../../../components/query-view';
import { testimoniApi } from '../api';
import { SectionHeading } from './section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

const t = landingMessages;

const TestimonialsIsland = island('testimonials', TestimonialCarousel);

/** The testimonials section; the carousel in it is an island (only the fields it shows travel). */
export function Testimonials() {
  const testimonials = testimoniApi.useList();
  return (
    <section aria-labelledby="testimoni-title" className="bg-stone-950 py-20 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <SectionHeading
          id="testimoni-title"
          eyebrow={t.eyebrowTestimonials}
          title={t.testimoniHeading}
          tone="dark"
          centered
        />
        <QueryView query={testimonials}>
          {(list) => (
            <TestimonialsIsland
              list={list.map(({ id, quote, photo_url, nama, jabatan, _untranslated }) => ({
                id,
                quote,
                photo_url,
                nama,
                jabatan,
                _untranslated,
              }))}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}
