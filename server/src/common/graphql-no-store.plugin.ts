import type { ApolloServerPlugin } from '@apollo/server';

/**
 * `Cache-Control: no-store` on every GraphQL answer: they carry staff data that no browser or proxy
 * may keep. (Apollo's cache-control plugin would say the same, but it wraps every field resolver of
 * every operation to collect hints this API never gives, so it is disabled.)
 */
export function noStorePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
