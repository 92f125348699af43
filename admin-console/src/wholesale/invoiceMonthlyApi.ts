import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { createApolloClient } from '../api/apollo';
import { toHttpError } from '../dataProvider/dataProvider';
import type {
  SetWholesaleInvoiceMonthlyMutation,
  SetWholesaleInvoiceMonthlyMutationVariables,
  WholesaleInvoiceMonthlyQuery,
  WholesaleInvoiceMonthlyQueryVariables,
} from '../graphql/generated';

const INVOICE_MONTHLY_QUERY: TypedDocumentNode<WholesaleInvoiceMonthlyQuery, WholesaleInvoiceMonthlyQueryVariables> = gql`
  query WholesaleInvoiceMonthly($id: Int!) {
    wholesaleApplication(id: $id) {
      id
      invoiceMonthly
    }
  }
`;

const SET_INVOICE_MONTHLY_MUTATION: TypedDocumentNode<SetWholesaleInvoiceMonthlyMutation, SetWholesaleInvoiceMonthlyMutationVariables> = gql`
  mutation SetWholesaleInvoiceMonthly($id: Int!, $invoiceMonthly: Boolean!) {
    setWholesaleInvoiceMonthly(id: $id, invoiceMonthly: $invoiceMonthly) {
      id
      invoiceMonthly
    }
  }
`;

export const invoiceMonthlyKey = (applicationId: number) => ['wholesale-invoice-monthly', applicationId] as const;

let sharedClient: ApolloClient | undefined;
const client = () => (sharedClient ??= createApolloClient());

/** The approved account's "Invoice monthly" flag (null when no account is linked). */
export async function fetchInvoiceMonthly(applicationId: number): Promise<boolean | null> {
  try {
    const result = await client().query({ query: INVOICE_MONTHLY_QUERY, variables: { id: applicationId }, fetchPolicy: 'no-cache' });
    if (result.error) throw toHttpError(result.error);
    return result.data?.wholesaleApplication.invoiceMonthly ?? null;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** Sets the flag; answers the value the server stored. */
export async function setInvoiceMonthly(applicationId: number, invoiceMonthly: boolean): Promise<boolean | null> {
  try {
    const result = await client().mutate({ mutation: SET_INVOICE_MONTHLY_MUTATION, variables: { id: applicationId, invoiceMonthly } });
    if (result.error) throw toHttpError(result.error);
    return result.data?.setWholesaleInvoiceMonthly.invoiceMonthly ?? null;
  } catch (error) {
    throw toHttpError(error);
  }
}
