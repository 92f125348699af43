import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getAdminToken } from './session';

/** Adds the stored admin token to every operation, read at send time so a new token applies at once. */
export const adminAuthLink = new SetContextLink((prevContext) => {
  const token = getAdminToken();
  return token ? { headers: { ...(prevContext.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` } } : {};
});

/** The staff GraphQL client. react-admin caches through react-query, so Apollo's cache stays unused. */
export function createApolloClient(transport: ApolloLink = new HttpLink({ uri: '/graphql', credentials: 'include' })): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([adminAuthLink, transport]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
