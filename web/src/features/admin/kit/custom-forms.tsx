import type { CustomFormName } from '@teater/contract';
import type { ComponentType } from 'react';
import { ShowForm } from '../components/show-form';
import { VoucherForm } from '../components/voucher-form';
import type { ResourceFormProps } from './resource-form';

/**
 * Forms a definition's admin screen names (`customForm: 'ticketCategories'`) because its fields
 * cannot describe everything it edits: the contract's fields and more, sent as one write.
 */
export const customForms: Record<CustomFormName, ComponentType<ResourceFormProps>> = {
  /** a show and its ticket categories */
  ticketCategories: ShowForm,
  /** a voucher and the shows and categories it is for */
  voucherScope: VoucherForm,
};
