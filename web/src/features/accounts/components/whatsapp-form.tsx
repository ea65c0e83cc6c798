import { audienceMessages as m } from '@teater/contract';
import { island } from '../../../components/island';
import { QueryView } from '../../../components/query-view';
import { useMyWhatsApp } from '../api/whatsapp';
import { FormSection } from './form-section';
import { WhatsAppFields } from './whatsapp-fields';

const WhatsAppIsland = island('whatsapp-form', WhatsAppFields, { when: 'visible' });

/** /account: a WhatsApp number, and whether my notifications also go there (a consent on record). */
export function WhatsAppForm() {
  const setting = useMyWhatsApp();
  return (
    <FormSection id="whatsapp-title" title={m.whatsappTitle} description={m.whatsappIntro}>
      <QueryView query={setting}>{(data) => <WhatsAppIsland setting={data} />}</QueryView>
    </FormSection>
  );
}
