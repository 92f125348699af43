import { BadRequestException, type PipeTransform } from '@nestjs/common';

export const INVALID_ORDER_ID = 'Order ID must be a positive whole number.';
const MAX_ORDER_ID = 2_147_483_647; // orders.id is a PostgreSQL integer

/** A path order id as a positive 32-bit integer; anything else is a 400 before the database is asked. */
export class OrderIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new BadRequestException(INVALID_ORDER_ID);
    const id = Number(value);
    if (id < 1 || id > MAX_ORDER_ID) throw new BadRequestException(INVALID_ORDER_ID);
    return id;
  }
}
