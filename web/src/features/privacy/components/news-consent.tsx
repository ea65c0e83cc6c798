import { island } from '../../../components/island';
import { QueryView } from '../../../components/query-view';
import { useMyConsents } from '../api/consents';
import { ConsentToggle } from './consent-toggle';

const ConsentIsland = island('news-consent', ConsentToggle, { when: 'visible' });

/** News by mail, given or withdrawn here; every change is kept with its time. */
export function NewsConsent() {
  const consents = useMyConsents();
  return <QueryView query={consents}>{(data) => <ConsentIsland consents={data} />}</QueryView>;
}
