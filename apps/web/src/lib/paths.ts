/** Every route the web app knows, in one place (route patterns and link builders). */
export const paths = {
  home: '/',
  create: '/create',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetPasswordFor: (email: string) => `/reset-password?email=${encodeURIComponent(email)}`,
  library: '/library',
  preview: '/preview/:id',
  previewOf: (id: string | number) => `/preview/${id}`,
  /** The claim check of a pasted letter (signed in). */
  check: '/check',
  account: '/account',
  accountTab: (tab: 'profile' | 'security' | 'referrals') => `/account?tab=${tab}`,
  subscription: '/account/subscription',
  subscriptionAlias: '/subscription',
  billingTestCheckout: '/billing/test-checkout/:id',
  billingTestCheckoutOf: (id: string) => `/billing/test-checkout/${encodeURIComponent(id)}`,
  billingTestPortal: '/billing/test-portal/:id',
  billingTestPortalOf: (id: string) => `/billing/test-portal/${encodeURIComponent(id)}`,
  faq: '/faq',
  /** Opens one FAQ tab, e.g. the landing footer's Privacy link: /faq#privacy. */
  faqCategoryOf: (category: 'general' | 'features' | 'account' | 'billing' | 'support' | 'privacy') =>
    `/faq#${category}`,
  blog: '/blog',
  blogPost: '/blog/:slug',
  blogPostOf: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  example: '/examples/:id',
  exampleOf: (id: number) => `/examples/${id}`,
} as const;
