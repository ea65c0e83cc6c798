import { catalogueMessages, type Entity, naskahs } from '@teater/contract';
import { ExternalLink } from '../../../components/external-link';
import { PageHeader } from '../../../components/page-header';
import { type Card, PagedCards } from '../../../components/paged-cards';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { paths } from '../../../lib/site-table';

const t = naskahs.texts;

/** A script: its author, its description, and the collection's own link beside "Lihat". */
const scriptCard = (s: Entity<typeof naskahs>): Card => ({
  to: paths.scripts.detail(s.id),
  title: s.namaNaskah,
  image: s.gambar_naskah,
  eyebrow: t.byAuthor(s.pengarang),
  text: s.isiNaskah,
  // written in Indonesian only: marked so on the English site
  textLang: 'id',
  footer: (
    <span className="flex items-center justify-between gap-4">
      <span>{catalogueMessages.lihat} →</span>
      {/* above the card's stretched link, so the collection's own link stays usable */}
      <ExternalLink href={s.linknaskah} className="relative z-10 text-stone-600 underline hover:text-brand-700">
        {t.read}
      </ExternalLink>
    </span>
  ),
});

export default function ScriptListPage() {
  const scripts = usePagedList(resourceClient(naskahs));
  return (
    <>
      <PageHeader title={t.heading} crumbs={[{ label: t.heading }]} />
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 max-w-3xl text-lg text-stone-700">{t.intro}</p>
        <PagedCards list={scripts} label={t.heading} empty={t.empty} aspect="portrait" card={scriptCard} />
      </section>
    </>
  );
}
