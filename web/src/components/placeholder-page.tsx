import { PageHeader } from './page-header';

/** A route whose screen is being built: it still shows a real page, never a blank one. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <p className="mx-auto max-w-6xl px-4 py-12 text-stone-600">Halaman ini sedang disiapkan.</p>
    </>
  );
}
