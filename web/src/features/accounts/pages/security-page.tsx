import { loginStepMessages, securityMessages as t } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/site-table';
import { useSecurityState } from '../api/security';
import { FormSection } from '../components/form-section';
import { FactorsSection } from '../components/security/factors-section';
import { SessionsSection } from '../components/security/sessions-section';

/** /account/keamanan (guard 'user'): second factors, recovery codes and the sessions of the account. */
export default function SecurityPage() {
  const state = useSecurityState();
  return (
    <>
      <PageHeader title={t.pageTitle} crumbs={[{ label: 'Akun', to: paths.account }, { label: t.pageTitle }]} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 lg:grid-cols-2">
        <QueryView query={state}>
          {(s) => (
            <>
              {s.required && !s.sessionFactor && (
                <p
                  role="alert"
                  className="rounded-xl bg-amber-50 p-4 text-amber-900 text-sm ring-1 ring-amber-200 lg:col-span-2"
                >
                  {loginStepMessages.enrolNow}
                </p>
              )}
              <FormSection id="factors-title" title={t.factorsTitle} description={t.factorsIntro}>
                <FactorsSection state={s} />
              </FormSection>
            </>
          )}
        </QueryView>
        <FormSection id="sessions-title" title={t.sessionsTitle} description={t.sessionsIntro}>
          <SessionsSection />
        </FormSection>
      </div>
    </>
  );
}
