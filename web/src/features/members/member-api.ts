import { profilanggotas } from '@teater/contract';
import { resourceClient } from '../../lib/resource-client';
import banner from './assets/member-banner.svg';

export const memberApi = resourceClient(profilanggotas);

/** The banner shown where a member has no photo (spec 2: "fallback banner image"). */
export const MEMBER_FALLBACK_IMAGE = banner;

/** jabatan holds the member's Instagram username; shown as @username whatever was typed. */
export const instagramHandle = (jabatan: string) => `@${jabatan.trim().replace(/^@/, '')}`;
