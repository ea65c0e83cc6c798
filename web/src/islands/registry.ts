import type { ComponentType } from 'react';
import type { IslandName } from './names';

// biome-ignore lint/suspicious/noExplicitAny: each island declares its own props; they arrive as JSON
type IslandComponent = ComponentType<any>;

/**
 * Each island's component, loaded only by the pages that hold it: the component the page wraps
 * with `island(name, …)`. A wrong pair shows as a hydration error, which islands.e2e.ts fails on.
 */
export const islandLoaders: Record<IslandName, () => Promise<IslandComponent>> = {
  header: () => import('../app/layout/header').then((m) => m.Header),
  'scroll-to-top': () => import('../app/layout/scroll-to-top').then((m) => m.ScrollToTop),
  'photo-carousel': () => import('../features/landing/components/photo-carousel').then((m) => m.PhotoCarousel),
  testimonials: () => import('../features/landing/components/testimonial-carousel').then((m) => m.TestimonialCarousel),
  'contact-dialog': () => import('../components/catalogue/contact-dialog').then((m) => m.ContactDialog),
  'gallery-viewer': () => import('../features/gallery/components/gallery-viewer').then((m) => m.GalleryViewer),
  login: () => import('../features/accounts/components/login-flow').then((m) => m.LoginFlow),
  register: () => import('../features/accounts/components/register-form').then((m) => m.RegisterForm),
  'forgot-password': () =>
    import('../features/accounts/components/forgot-password-form').then((m) => m.ForgotPasswordForm),
  'reset-password': () => import('../features/accounts/components/reset-password-form').then((m) => m.ResetPassword),
  'withdraw-news': () => import('../features/privacy/components/withdraw-news').then((m) => m.WithdrawNews),
  'subscription-offer': () =>
    import('../features/membership/components/subscription-offer').then((m) => m.SubscriptionOffer),
  'auto-renew': () => import('../features/membership/components/auto-renew-offer').then((m) => m.AutoRenewOffer),
  'renewal-box': () => import('../features/membership/components/renewal-box').then((m) => m.RenewalBoxPart),
  'gopay-link': () => import('../features/payments/components/gopay-link-choice').then((m) => m.GopayLinkChoice),
  'show-order': () => import('../features/box-office/components/show-order').then((m) => m.ShowOrder),
  'card-order': () => import('../features/box-office/components/card-order').then((m) => m.CardOrder),
  'checkout-actions': () =>
    import('../features/box-office/components/order-actions').then((m) => m.CheckoutActionsPart),
  'seat-tickets': () => import('../features/box-office/components/seat-tickets-part').then((m) => m.SeatTicketsPart),
  'my-waitlist': () => import('../features/box-office/components/my-waitlist').then((m) => m.MyWaitlistEntries),
  'profile-form': () => import('../features/accounts/components/profile-form').then((m) => m.ProfileFields),
  'password-form': () => import('../features/accounts/components/password-form').then((m) => m.PasswordFields),
  'whatsapp-form': () => import('../features/accounts/components/whatsapp-fields').then((m) => m.WhatsAppFields),
  'news-consent': () => import('../features/privacy/components/consent-toggle').then((m) => m.ConsentToggle),
  'delete-account': () => import('../features/privacy/components/delete-account').then((m) => m.DeleteAccountForm),
  'current-campaign': () => import('../features/donations/components/current-campaign').then((m) => m.CurrentCampaign),
  'sandbox-choices': () => import('../features/payments/components/sandbox-choices').then((m) => m.SandboxChoicesPart),
};
