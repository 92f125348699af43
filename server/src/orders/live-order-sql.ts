/**
 * "The order whose id is the SQL expression `orderIdSql` exists and is not deleted", as a boolean
 * SQL form for another module's statement that counts its own rows per live order (automation's
 * metrics): the database joins it, where fetching the ids first would move every id out of it.
 */
export const isLiveOrderSql = (orderIdSql: string) => `EXISTS (SELECT 1 FROM orders live WHERE live.id = ${orderIdSql} AND live.deleted_at IS NULL)`;
