import type { UseQueryResult } from '@tanstack/react-query';
import { langOf } from '@teater/contract';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { ContentCard } from '../../../components/content-card';
import { QueryView } from '../../../components/query-view';
import { OFFSCREEN_SECTION } from './offscreen-section';
import { SectionHeading } from './section-heading';

interface SectionItem {
  id: number;
  judul: string;
  deskripsi: string;
  _untranslated?: string[];
  photo_url: string | null;
}

interface SectionCardsProps {
  id: string;
  eyebrow: string;
  title: string;
  query: UseQueryResult<SectionItem[]>;
  /** every card links to the section's list page */
  to: string;
  action?: ReactNode;
  tinted?: boolean;
}

/** A landing section (Program, Berita, Kolaborasi): cards linking to the section's page. */
export function SectionCards({ id, eyebrow, title, query, to, action, tinted = false }: SectionCardsProps) {
  return (
    <section aria-labelledby={id} className={`py-16 ${tinted ? 'bg-stone-100' : 'bg-white'} ${OFFSCREEN_SECTION}`}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} action={action} />
        <QueryView query={query}>
          {(items) => (
            <CardGrid label={title}>
              {items.map((item) => (
                <ContentCard
                  key={item.id}
                  to={to}
                  title={item.judul}
                  text={item.deskripsi}
                  image={item.photo_url}
                  titleLang={langOf(item, 'judul')}
                  textLang={langOf(item, 'deskripsi')}
                />
              ))}
            </CardGrid>
          )}
        </QueryView>
      </div>
    </section>
  );
}
