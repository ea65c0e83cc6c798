import { GlobeIcon, UserIcon } from '../../components/icons';

/** The faces of the ID and Settings buttons, shared by the real menus and their plain stand-ins. */
export const languageLabel = (
  <>
    <GlobeIcon width={16} height={16} />
    ID
  </>
);
export const languageAriaLabel = 'ID, Bahasa Indonesia';

export const settingsLabel = (
  <>
    <UserIcon width={16} height={16} />
    Settings
  </>
);
