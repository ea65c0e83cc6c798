import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';
import { ContentCard, type ContentCardProps } from './content-card';
import { type PagedList, PagedView } from './paged-view';

/** What one item's card shows; the list gives every card its shape and which load first. */
export type Card = Omit<ContentCardProps, 'aspect' | 'priority'>;

interface PagedCardsProps<V> {
  list: PagedList<V>;
  /** names the grid for screen readers: the page's heading */
  label: string;
  empty?: ReactNode;
  errorText?: string;
  /** one shape for every picture of the list */
  aspect?: ContentCardProps['aspect'];
  /** how many cards are above the fold and load their picture first: the first row by default */
  eager?: number;
  card: (item: V) => Card;
}

/** A public list page's paged cards: the list's states, the card grid, then the page links. */
export function PagedCards<V extends { id: number }>({
  list,
  label,
  empty,
  errorText,
  aspect,
  eager = 3,
  card,
}: PagedCardsProps<V>) {
  return (
    <PagedView list={list} empty={empty} errorText={errorText}>
      {(items) => (
        <CardGrid label={label}>
          {items.map((item, i) => (
            <ContentCard key={item.id} {...card(item)} aspect={aspect} priority={i < eager} />
          ))}
        </CardGrid>
      )}
    </PagedView>
  );
}
