import type { CustomerProfile } from '@apostille/domain';
import type { Customer } from './entities/customer.entity.js';

/**
 * The customer as the API shows it to its owner (customer spec §3); nothing about passwords or tokens.
 * Until the address is confirmed the account may sit on a guest's record (registering a guest's
 * e-mail takes it over), so what staff or earlier orders set there (account type, wholesale tier,
 * document count) shows as for a new retail account.
 */
export function toCustomerProfile(customer: Customer): CustomerProfile {
  if (!customer.emailVerified) return { ...verifiedProfile(customer), accountType: 'retail', wholesaleTier: null, monthlyDocumentCount: 0 };
  return verifiedProfile(customer);
}

function verifiedProfile(customer: Customer): CustomerProfile {
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
