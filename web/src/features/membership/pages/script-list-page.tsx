import { subsMessages } from '@teater/contract';
import { usePagedList } from '../../../components/use-paged-list';
import { ScriptCard } from '../components/script-card';
import { SubsListPage } from '../components/subs-list-page';
import { subsScriptsApi } from '../subs-api';

const t = subsMessages;

export default function SubsScriptListPage() {
  return (
    <SubsListPage title={t.sections.books.title} intro={t.sections.books.text} list={usePagedList(subsScriptsApi)}>
      {(scripts) => scripts.map((script) => <ScriptCard key={script.id} script={script} />)}
    </SubsListPage>
  );
}
