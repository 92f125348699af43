import type { CustomerProfile } from '@apostille/domain';
import type { Customer } from './entities/customer.entity.js';

/** The customer as the API shows it to its owner (customer spec §3); nothing about passwords or tokens. */
export function toCustomerProfile(customer: Customer): CustomerProfile {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    accountType: customer.accountType,
    wholesaleTier: customer.wholesaleTier,
    monthlyDocumentCount: customer.monthlyDocumentCount,
    createdAt: customer.createdAt.toISOString(),
    emailVerified: customer.emailVerified,
  };
}
