import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type DocumentRouteView,
  OFFICE_BATCH_MESSAGES,
  OFFICE_BATCH_OPEN_STATUSES,
  officeBatchSheet,
  type OfficeBatchSheet,
  routeOfficeName,
} from '@apostille/domain';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from '../../database/pool.js';
import { officeFilterConditions, officeOf } from './office-filter-sql.js';

/** At most this many orders on one sheet (an envelope holds far fewer; the oldest come first). */
export const OFFICE_BATCH_MAX_ORDERS = 500;

interface BatchRow {
  id: number;
  order_number: string;
  customer_first_name: string;
  customer_last_name: string;
  status: string;
  destination_country: string;
  document_routes: DocumentRouteView[];
}

/** The batch sheet of one office: the open orders whose kept routes pass through it, oldest first. */
@Injectable()
export class OfficeBatchService {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.pool = poolOf(dataSource);
  }

  async sheet(rawOffice: string): Promise<OfficeBatchSheet> {
    const office = officeOf(rawOffice);
    const name = office ? routeOfficeName(office) : undefined;
    if (!office || !name) throw new BadRequestException(OFFICE_BATCH_MESSAGES.unknownOffice);
    const parameters: unknown[] = [OFFICE_BATCH_OPEN_STATUSES];
    const conditions = officeFilterConditions(office, (value) => `$${parameters.push(value)}`);
    const rows = await this.pool.query<BatchRow>(
      `SELECT o.id, o.order_number, o.customer_first_name, o.customer_last_name, o.status, o.destination_country, o.document_routes
         FROM orders o
        WHERE o.deleted_at IS NULL AND o.status = ANY($1::text[]) AND ${conditions.join(' AND ')}
        ORDER BY o.created_at, o.id
        LIMIT ${OFFICE_BATCH_MAX_ORDERS}`,
      parameters,
    );
    return officeBatchSheet(
      { id: office, name },
      rows.rows.map((row) => ({
        orderId: row.id,
        orderNumber: row.order_number,
        customerName: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
        status: row.status,
        destinationCountry: row.destination_country,
        documentRoutes: row.document_routes ?? [],
      })),
      new Date(),
    );
  }
}
