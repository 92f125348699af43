/** The site's main navigation, shared by the header's links and the phone's navigation sheet. */
export interface NavItem {
  label: string;
  to: string;
  /** Paths that count as this item for the highlight. */
  paths: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'New Order', to: '/order', paths: ['/', '/order'] },
  { label: 'Track Order', to: '/tracking', paths: ['/tracking'] },
  { label: 'Contact', to: '/contact', paths: ['/contact'] },
];

export const isCurrentNavItem = (item: NavItem, pathname: string): boolean => item.paths.includes(pathname);
