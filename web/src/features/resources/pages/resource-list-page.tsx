import { type ResourceKey, uiMessages } from '@teater/contract';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedCards } from '../../../components/paged-cards';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { cardFacts, previewOf, resourcePages } from '../resource-pages';

type Item = Record<string, unknown> & { id: number };

/**
 * A resource's list page built from its definition: a grid of cards (the link preview's title,
 * description and picture, its first date above and its first price below, by field kind), paged
 * at the list's size, each card opening the detail page.
 */
export default function ResourceListPage({ resource, page }: { resource: ResourceKey; page: string }) {
  const pages = resourcePages(resource);
  const items = usePagedList<typeof pages.def, Item>(resourceClient(pages.def), pages.listPage(page)?.filters);
  return (
    <>
      <PageHeader title={pages.heading} crumbs={[{ label: pages.heading }]} />
      <PageBody>
        {pages.texts.intro && <p className="mb-8 max-w-3xl text-lg text-stone-700">{pages.texts.intro}</p>}
        <PagedCards
          list={items}
          label={pages.heading}
          empty={pages.texts.empty ?? uiMessages.empty}
          errorText={pages.texts.error}
          card={(item) => {
            const card = previewOf(pages.detail, item);
            const facts = cardFacts(pages.def, item);
            return {
              to: pages.detailHref?.(item.id) ?? pages.listHref,
              title: card.title,
              titleLang: card.titleLang,
              image: card.image,
              eyebrow: facts.when,
              text: card.description,
              textLang: card.descriptionLang,
              footer: facts.price,
            };
          }}
        />
      </PageBody>
    </>
  );
}
