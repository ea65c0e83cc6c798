import { subsMessages } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { TitledSection } from '../../../components/titled-section';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
import { DetailField } from '../components/detail-field';
import { SubsDetail } from '../components/subs-detail';
import { categoryLabel, type SubsScript, subsScriptsApi } from '../subs-api';

const t = subsMessages;

export default function SubsScriptDetailPage() {
  const id = useRouteId();
  const query = subsScriptsApi.useDetail(id ?? undefined);
  return (
    <SubsDetail id={id} query={query} backTo={paths.subsScripts.list}>
      {(script) => <ScriptView script={script} />}
    </SubsDetail>
  );
}

const fileButton =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow transition focus-visible:outline-offset-2';

function ScriptView({ script }: { script: SubsScript }) {
  const title = script.nama_naskah || t.noTitle;
  const file = script.file_naskah;
  const extension = file?.split('.').pop() ?? '';
  return (
    <article>
      <PageHeader
        title={title}
        crumbs={[{ label: t.sections.books.title, to: paths.subsScripts.list }, { label: title }]}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
        <dl className="grid gap-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
          <DetailField label={t.category} value={categoryLabel(script.kategori_naskah)} />
          <DetailField label={t.author} value={script.pengarang} />
          <DetailField label={t.summary} value={script.summary} long />
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {file ? (
            <>
              <a
                href={file}
                target="_blank"
                rel="noopener"
                className={`${fileButton} bg-brand-700 text-white hover:bg-brand-600`}
              >
                {t.readFile} ({extension.toUpperCase()})
              </a>
              <a
                href={file}
                download={`${title}.${extension}`}
                className={`${fileButton} bg-white text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50`}
              >
                {t.downloadFile}
              </a>
            </>
          ) : (
            <p className="text-stone-600">{t.noFile}</p>
          )}
        </div>
        <TitledSection id="isi" title={t.body} className="mt-10">
          <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-stone-700">
            {script.isi_naskah?.trim() || '-'}
          </p>
        </TitledSection>
        <div className="mt-10 border-t border-stone-200 pt-6">
          <BackLink to={paths.subsScripts.list} label={t.back} />
        </div>
      </div>
    </article>
  );
}
