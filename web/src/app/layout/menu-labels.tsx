import { languageMessages } from '@teater/contract';
import { GlobeIcon, UserIcon } from '../../components/icons';

/** The faces of the language and Settings buttons, shared by the real menus and their plain stand-ins. */
export const LanguageLabel = () => (
  <>
    <GlobeIcon width={16} height={16} />
    {languageMessages.code}
  </>
);
export const languageAriaLabel = () => languageMessages.buttonLabel;

export const settingsLabel = (
  <>
    <UserIcon width={16} height={16} />
    Settings
  </>
);
