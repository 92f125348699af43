import type { CustomerProfile } from '@apostille/domain';
import type { Customer } from './entities/customer.entity.js';

/**
 * The customer as the API shows it to its owner (requirements C3); nothing about passwords or tokens.
 * Until the address is confirmed the account may sit on a guest's record (registering a guest's
 * e-mail takes it over), so what staff set there (account type, wholesale tier) shows as for a new
 * retail account.
 */
export function toCustomerProfile(customer: Customer, monthlyDocumentCount = 0): CustomerProfile {
  if (!customer.emailVerified) return { ...verifiedProfile(customer, monthlyDocumentCount), accountType: 'retail', wholesaleTier: null };
  return verifiedProfile(customer, monthlyDocumentCount);
}

/** monthlyDocumentCount: the documents of this calendar month's orders the account shows (CustomerOrderCounts, provided by orders/CustomerOrdersService). */
function verifiedProfile(customer: Customer, monthlyDocumentCount: number): CustomerProfile {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    accountType: customer.accountType,
    wholesaleTier: customer.wholesaleTier,
    monthlyDocumentCount,
    createdAt: customer.createdAt.toISOString(),
    emailVerified: customer.emailVerified,
  };
}
