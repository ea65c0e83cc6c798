import { landingMessages, aboutMessages as t } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PillLink } from '../../../components/pill-link';
import { SITE_NAME } from '../../../lib/site';
import { paths } from '../../../lib/site-table';

/** /{product}: origins, vision, mission and the history timeline. */
export default function AboutPage() {
  const title = landingMessages.about(SITE_NAME);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <section aria-labelledby="asal-usul" className="space-y-4 text-lg leading-relaxed text-stone-700">
          <h2 id="asal-usul" className="font-display text-3xl font-bold text-stone-900">
            {t.origins}
          </h2>
          <p>{t.originsText(SITE_NAME)}</p>
          <p>{t.belief}</p>
        </section>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="visi" className="rounded-2xl bg-brand-900 p-8 text-white shadow-lg">
            <h2 id="visi" className="font-display text-2xl font-bold text-gold-400">
              {t.vision}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{t.visionText}</p>
          </section>
          <section aria-labelledby="misi" className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-stone-200">
            <h2 id="misi" className="font-display text-2xl font-bold text-brand-700">
              {t.mission}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-stone-700">
              {t.missions.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ol>
          </section>
        </div>

        <section aria-labelledby="sejarah" className="mt-16">
          <h2 id="sejarah" className="font-display text-3xl font-bold text-stone-900">
            {t.history}
          </h2>
          <ol className="mt-8 border-l-2 border-brand-500/40">
            {t.timeline.map((item) => (
              <li key={item.period} className="relative mb-10 pl-8 last:mb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-[9px] top-1.5 size-4 rounded-full border-2 border-white bg-brand-600 shadow"
                />
                <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{item.period}</p>
                <h3 className="mt-1 font-display text-xl font-bold text-stone-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{item.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <p className="mt-16 flex flex-wrap gap-4">
          <PillLink to={paths.members.list} className="px-6 py-3">
            {landingMessages.anggotaLengkap}
          </PillLink>
          <PillLink to={paths.programs.list} look="outline" className="px-6 py-3">
            {t.ourPrograms}
          </PillLink>
        </p>
      </div>
    </>
  );
}
