import { contentMessages, formatDate, langOf } from '@teater/contract';
import { CardGrid } from '../../components/card-grid';
import { ContentCard } from '../../components/content-card';
import { NotFoundNotice } from '../../components/not-found-notice';
import { PageBody } from '../../components/page-body';
import { PageHeader } from '../../components/page-header';
import { PagedView } from '../../components/paged-view';
import { paths } from '../../lib/site-table';
import type { ArticleKind } from './article-kinds';

const t = contentMessages;

/** The list page of news, collaboration or partnership: a grid of cards, newest first. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const list = kind.source.usePage();
  return (
    <>
      <PageHeader title={kind.title} crumbs={[{ label: kind.title }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{kind.intro}</p>
        <PagedView
          list={list}
          errorText={t.newsError}
          empty={<NotFoundNotice text={kind.empty} backTo={paths.news.list} backLabel={t.backToNews} />}
        >
          {(items) => (
            <CardGrid label={kind.title}>
              {items.map((item, i) => (
                <ContentCard
                  key={item.id}
                  to={kind.detail(item.id)}
                  title={item.title}
                  image={item.photos[0]}
                  eyebrow={<time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>}
                  text={item.summary}
                  titleLang={langOf(item, 'title')}
                  textLang={langOf(item, 'summary')}
                  footer={<span aria-hidden="true">{t.readMore} →</span>}
                  priority={i === 0}
                />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </PageBody>
    </>
  );
}
