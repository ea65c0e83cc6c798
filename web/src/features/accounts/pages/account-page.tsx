import { authPageMessages, donationMessages, renewalMessages } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/status';
import { useMember } from '../../../lib/member';
import { DonationStatements } from '../../donations/statement-links';
import { RenewalBox } from '../../membership/renewal-box';
import { DataExport, DeleteAccount, NewsConsent } from '../../privacy/account-sections';
import { AccountSummary } from '../components/account-summary';
import { FormSection } from '../components/form-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { WhatsAppForm } from '../components/whatsapp-form';

/** /account (guard 'user'): who I am, my subscription and its automatic renewal, my profile and password, my WhatsApp. */
export default function AccountPage() {
  const user = useMember();
  if (!user) return <Loading />;
  return (
    <>
      <PageHeader title={authPageMessages.accountTitle} crumbs={[{ label: authPageMessages.accountCrumb }]} />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-10 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <AccountSummary user={user} />
        </div>
        <div className="lg:col-span-2">
          <FormSection id="renewal-title" title={renewalMessages.title} description={renewalMessages.choiceNote}>
            <RenewalBox />
          </FormSection>
        </div>
        {/* keyed by id so another login on this tab starts from that user's values */}
        <ProfileForm key={user.id} user={user} />
        <PasswordForm userId={user.id} />
        <FormSection
          id="consent-title"
          title={authPageMessages.consentTitle}
          description={authPageMessages.consentIntro}
        >
          <NewsConsent />
        </FormSection>
        <WhatsAppForm />
        <FormSection id="data-title" title={authPageMessages.dataTitle} description={authPageMessages.dataIntro}>
          <DataExport />
        </FormSection>
        <FormSection
          id="donations-title"
          title={donationMessages.statementTitle}
          description={donationMessages.statementIntro}
        >
          <DonationStatements />
        </FormSection>
        <div className="lg:col-span-2">
          <FormSection
            id="delete-title"
            title={authPageMessages.deleteTitle}
            description={authPageMessages.deleteIntro}
          >
            <DeleteAccount />
          </FormSection>
        </div>
      </div>
    </>
  );
}
