import { MOBILE_ORDER_STATUS_TABS, type OrderStatusTab } from '@apostille/domain';

/** The mobile Overview's search and tab, kept in react-admin's store so Export uses exactly them. */
export const MOBILE_OVERVIEW_FILTER_KEY = 'overview.mobileFilter';

export interface MobileOverviewFilter {
  tab: OrderStatusTab['id'];
  q: string;
}

export const EMPTY_MOBILE_FILTER: MobileOverviewFilter = { tab: 'all', q: '' };

export function tabOf(filter: MobileOverviewFilter): OrderStatusTab {
  return MOBILE_ORDER_STATUS_TABS.find((tab) => tab.id === filter.tab) ?? MOBILE_ORDER_STATUS_TABS[0];
}

/** The orders filter (data provider and export) of the mobile Overview. */
export function ordersFilterOf(filter: MobileOverviewFilter): { status?: string; statusGroup?: string; q?: string } {
  return { ...tabOf(filter).filter, ...(filter.q ? { q: filter.q } : {}) };
}
