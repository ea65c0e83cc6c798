import type { ShortcutIcon } from '@teater/contract';
import type { ReactNode } from 'react';

/** Line icons of the shortcut buttons; decorative (the button's text names it). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={28}
      height={28}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const shortcutIcons: Record<ShortcutIcon, ReactNode> = {
  masks: (
    <Icon>
      <path d="M3 5c3 1.5 6 1.5 9 0v6a4.5 4.5 0 0 1-9 0V5Z" />
      <path d="M12 9c3 1.5 6 1.5 9 0v6a4.5 4.5 0 0 1-9 0" />
      <path d="M6 9h.01M9 9h.01M6.5 13a2 2 0 0 0 2 0M15 13h.01M18 13h.01M15.5 17.5a2 2 0 0 1 2 0" />
    </Icon>
  ),
  coach: (
    <Icon>
      <path d="m2 9 10-5 10 5-10 5L2 9Z" />
      <path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6" />
    </Icon>
  ),
  handshake: (
    <Icon>
      <path d="m11 17 2 2a1.4 1.4 0 0 0 2-2M14 16l2.5 2.5a1.4 1.4 0 0 0 2-2L15 13" />
      <path d="m21 11-3-3h-4l-3.5 3.5a1.4 1.4 0 0 0 2 2L14 12M3 11l3-3h4M3 11l6 6a1.4 1.4 0 0 0 2-2" />
    </Icon>
  ),
  building: (
    <Icon>
      <path d="M3 21h18M5 21V10M19 21V10M9 21V10M15 21V10M2 10l10-6 10 6H2Z" />
    </Icon>
  ),
  bag: (
    <Icon>
      <path d="M5 8h14l-1 13H6L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </Icon>
  ),
  box: (
    <Icon>
      <path d="m3 7 9-4 9 4-9 4-9-4Z" />
      <path d="M3 7v10l9 4 9-4V7M12 11v10" />
    </Icon>
  ),
  ticket: (
    <Icon>
      <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3v2Z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </Icon>
  ),
  heart: (
    <Icon>
      <path d="M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10Z" />
    </Icon>
  ),
};
