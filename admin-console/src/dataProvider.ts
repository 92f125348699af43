import type { DataProvider } from 'react-admin';

/**
 * Placeholder until the console talks to the server's GraphQL API: every call fails loudly
 * instead of returning made-up records. No resource is registered yet, so nothing calls it.
 */
const notConnected = (): Promise<never> =>
  Promise.reject(new Error('The admin console is not connected to the server yet.'));

export const dataProvider: DataProvider = {
  getList: notConnected,
  getOne: notConnected,
  getMany: notConnected,
  getManyReference: notConnected,
  create: notConnected,
  update: notConnected,
  updateMany: notConnected,
  delete: notConnected,
  deleteMany: notConnected,
};
