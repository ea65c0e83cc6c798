import { type ResourceKey, uiMessages } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { resourceClient } from '../../../lib/resource-client';
import { detailFacts, previewOf, resourcePages } from '../resource-pages';

/**
 * One item's page built from its definition: the link preview's picture, title and description,
 * then its other fields under their labels, formatted by kind; on an English page a text still
 * without its English says lang="id".
 */
export default function ResourceDetailPage({ resource }: { resource: ResourceKey }) {
  const pages = resourcePages(resource);
  const id = useRouteId(pages.idQuery);
  const item = resourceClient(pages.def).useDetail(id ?? undefined);
  const notFound = (
    <NotFoundNotice text={pages.texts.notFound ?? uiMessages.notFound} backTo={pages.listHref} backLabel={pages.back} />
  );
  const header = (title: string, lang?: string) => (
    <PageHeader
      title={title}
      titleLang={lang}
      crumbs={[
        { label: pages.heading, to: pages.listHref },
        { label: title, lang },
      ]}
    />
  );
  if (id === null) {
    return (
      <>
        {header(pages.heading)}
        <EmptyState>{notFound}</EmptyState>
      </>
    );
  }
  return (
    <QueryView query={item} empty={notFound} errorText={pages.texts.error}>
      {(data) => {
        const record = data as Record<string, unknown>;
        const view = previewOf(pages.detail, record);
        return (
          <>
            {header(view.title, view.titleLang)}
            <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
              {view.image && (
                <ResponsiveImage
                  src={view.image}
                  alt={view.title}
                  priority
                  sizes="(min-width: 896px) 864px, 100vw"
                  className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
                />
              )}
              {view.description && (
                <p lang={view.descriptionLang} className="whitespace-pre-line leading-relaxed text-stone-700">
                  {view.description}
                </p>
              )}
              <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
                {detailFacts(pages.def, record).map((fact) => (
                  <div key={fact.name} className="contents">
                    <dt className="font-semibold text-stone-900">{fact.label}</dt>
                    <dd lang={fact.lang} className="whitespace-pre-line text-stone-700">
                      {fact.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <BackLink to={pages.listHref} label={pages.back} />
            </article>
          </>
        );
      }}
    </QueryView>
  );
}
