import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { intendMenu } from './use-layout-kit';

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

interface MenuStandInProps {
  /** names the menu, so its real button takes over focus and the visitor's action */
  menu: string;
  label: ReactNode;
  className: string;
  'aria-label'?: string;
  chevron?: boolean;
}

/**
 * What a header menu button is until the layout kit has loaded: the same button, plain HTML. A
 * click or an opening key is remembered and replayed on the real button as soon as it is there.
 */
export function MenuStandIn({ menu, label, className, chevron = true, ...aria }: MenuStandInProps) {
  return (
    <button
      type="button"
      data-menu={menu}
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={aria['aria-label']}
      className={`group ${className}`}
      onPointerDown={(event) => {
        // Headless UI opens on a mouse press; the release may land on the real button already.
        if (event.pointerType === 'mouse' && event.button === 0) intendMenu({ menu });
      }}
      onClick={() => intendMenu({ menu })}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        // no click follows, so the key itself is what gets replayed (it chooses the focused item)
        event.preventDefault();
        intendMenu({ menu, key: event.key });
      }}
      onKeyUp={(event) => {
        if (event.key === ' ') event.preventDefault();
      }}
    >
      {label}
      {chevron && (
        <ChevronDownIcon width={16} height={16} className="transition-transform group-data-open:rotate-180" />
      )}
    </button>
  );
}
