import type { English } from '../../i18n/localized.js';
import type { DashboardTexts } from '../id/dashboard.js';

export const dashboardEnglish: English<DashboardTexts> = {
  accounts: 'Accounts',
  gallery: 'Gallery',
  programs: 'Programs',
  payments: 'Payments',
  activeSubscribers: 'Active Sahabat members',
  revenueThisMonth: 'Revenue this month',
  revenueAllTime: 'Revenue to date',
  afterDiscount: (discount) => `After voucher discounts of ${discount}`,
  pendingPayments: 'Pending payments',
  revenueChart: 'Revenue per month (last 12 months)',
  subscribersChart: 'Active Sahabat members per month',
  upcomingShows: 'Upcoming shows',
  noUpcomingShows: 'No upcoming shows yet.',
  sold: (sold, left) => `${sold} tickets sold · ${left} seats left`,
  title: 'Dashboard',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  chartTable: (title) => `Data table: ${title}`,
  month: 'Month',
  value: 'Value',
};
