import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { createApolloClient } from '../api/apollo';
import { toHttpError } from '../dataProvider/dataProvider';
import type { RunMonthlyInvoicesMutation, RunMonthlyInvoicesMutationVariables } from '../graphql/generated';

const RUN_MONTHLY_INVOICES_MUTATION: TypedDocumentNode<RunMonthlyInvoicesMutation, RunMonthlyInvoicesMutationVariables> = gql`
  mutation RunMonthlyInvoices($period: String!) {
    runMonthlyInvoices(period: $period) {
      period
      invoices
      orders
      totalCents
    }
  }
`;

export type MonthlyInvoiceRun = RunMonthlyInvoicesMutation['runMonthlyInvoices'];

let sharedClient: ApolloClient | undefined;
const client = () => (sharedClient ??= createApolloClient());

/** Starts the invoice run for a month ('YYYY-MM') that has ended; answers what it wrote. */
export async function runMonthlyInvoices(period: string): Promise<MonthlyInvoiceRun> {
  try {
    const result = await client().mutate({ mutation: RUN_MONTHLY_INVOICES_MUTATION, variables: { period } });
    if (result.error) throw toHttpError(result.error);
    if (!result.data) throw new Error('No answer from the server.');
    return result.data.runMonthlyInvoices;
  } catch (error) {
    throw toHttpError(error);
  }
}
