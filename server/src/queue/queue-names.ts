/** Every BullMQ queue of the product, in one place. */
export const QUEUES = {
  mail: 'mail',
  automation: 'automation',
  privacy: 'privacy',
  analytics: 'analytics',
  checkout: 'checkout',
  translations: 'translations',
  routeWatch: 'route-watch',
  cancellations: 'cancellations',
  accounts: 'accounts',
  webhooks: 'webhooks',
  invoicing: 'invoicing',
} as const;
