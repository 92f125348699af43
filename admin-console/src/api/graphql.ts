import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createApolloClient } from './apollo';
import { toHttpError } from '../dataProvider/dataProvider';

/**
 * GraphQL for the console's pages that are not react-admin resources (automation, messages,
 * translations): typed by the generated documents, errors as react-admin HttpErrors, so
 * serverMessageOf reads the server's reason as it does for every other call.
 */
let client: ReturnType<typeof createApolloClient> | undefined;
/** One client for these calls, made on first use (it reads the stored token on every call). */
const apollo = () => (client ??= createApolloClient());

export async function graphqlQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const result = await apollo().query<TData, OperationVariables>({ query: document, variables, fetchPolicy: 'no-cache' });
    if (result.error) throw toHttpError(result.error);
    return result.data as TData;
  } catch (error) {
    throw toHttpError(error);
  }
}

export async function graphqlMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const result = await apollo().mutate<TData, OperationVariables>({ mutation: document, variables, fetchPolicy: 'no-cache' });
    if (result.error) throw toHttpError(result.error);
    return result.data as TData;
  } catch (error) {
    throw toHttpError(error);
  }
}
