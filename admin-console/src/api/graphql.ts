import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createApolloClient } from './apollo';
import { toHttpError } from './graphqlErrors';

/** A typed GraphQL call: the generated document decides the variables and the answer. */
export type GraphqlCall = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/**
 * Queries and mutations on one client, never cached (react-query caches), their errors as
 * react-admin HttpErrors so serverMessageOf reads the server's reason, as for every other call.
 */
export function graphqlRunner(client: ApolloClient): { query: GraphqlCall; mutate: GraphqlCall } {
  return {
    async query<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
      try {
        // Apollo resolves whether variables are required per call site; the document's types already decided it here.
        const result = await client.query<TData, OperationVariables>({ query: document, variables, fetchPolicy: 'no-cache' });
        if (result.error) throw toHttpError(result.error);
        return result.data as TData;
      } catch (error) {
        throw toHttpError(error);
      }
    },
    async mutate<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
      try {
        const result = await client.mutate<TData, OperationVariables>({ mutation: document, variables, fetchPolicy: 'no-cache' });
        if (result.error) throw toHttpError(result.error);
        return result.data as TData;
      } catch (error) {
        throw toHttpError(error);
      }
    },
  };
}

let shared: ReturnType<typeof graphqlRunner> | undefined;
/** Calls outside react-admin's resources (the automation panels, the e-mail test form) share one client, made on first use. */
const runner = () => (shared ??= graphqlRunner(createApolloClient()));

export const graphqlQuery: GraphqlCall = (document, variables) => runner().query(document, variables);
export const graphqlMutation: GraphqlCall = (document, variables) => runner().mutate(document, variables);
