/** A draft's or a scheduled item's badge in the admin tables. */
export const publishingTexts = {
  draft: 'Draf',
  live: 'Tayang',
  scheduled: (when: string) => `Terjadwal: ${when} WIB`,
  preview: 'Pratinjau',
} as const;
export type PublishingTexts = typeof publishingTexts;
