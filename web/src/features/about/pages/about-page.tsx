import { landingMessages, aboutMessages as t } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PillLink } from '../../../components/pill-link';
import { TitledSection } from '../../../components/titled-section';
import { SITE_NAME } from '../../../lib/site';
import { paths } from '../../../lib/site-table';

const largeTitle = 'font-display text-3xl font-bold text-stone-900';

/** /{product}: origins, vision, mission and the history timeline. */
export default function AboutPage() {
  const title = landingMessages.about(SITE_NAME);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <TitledSection
          id="asal-usul"
          title={t.origins}
          className="space-y-4 text-lg leading-relaxed text-stone-700"
          titleClassName={largeTitle}
        >
          <p>{t.originsText(SITE_NAME)}</p>
          <p>{t.belief}</p>
        </TitledSection>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <TitledSection
            id="visi"
            title={t.vision}
            className="rounded-2xl bg-brand-900 p-8 text-white shadow-lg"
            titleClassName="font-display text-2xl font-bold text-gold-400"
          >
            <p className="mt-4 text-lg leading-relaxed">{t.visionText}</p>
          </TitledSection>
          <TitledSection
            id="misi"
            title={t.mission}
            className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-stone-200"
            titleClassName="font-display text-2xl font-bold text-brand-700"
          >
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-stone-700">
              {t.missions.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ol>
          </TitledSection>
        </div>

        <TitledSection id="sejarah" title={t.history} className="mt-16" titleClassName={largeTitle}>
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
        </TitledSection>

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
