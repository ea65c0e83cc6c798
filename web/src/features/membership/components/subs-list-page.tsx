import { subsMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { PageHeader } from '../../../components/page-header';
import { type PagedList, PagedView } from '../../../components/paged-view';

const t = subsMessages;

/** The frame of the three exclusive lists: title, Landing Page > section, loading, grid, page links. */
export function SubsListPage<T>({
  title,
  intro,
  list,
  children,
}: {
  title: string;
  intro: string;
  list: PagedList<T>;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{intro}</p>
        <PagedView list={list} empty={t.empty}>
          {(items) => <CardGrid label={title}>{children(items)}</CardGrid>}
        </PagedView>
      </div>
    </>
  );
}
