import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TRACKING_MESSAGES } from '@apostille/domain';
import { trim } from '../../common/transforms.js';

export class PackingSlipQuery {
  @ApiProperty({ example: 'jane@example.com' })
  @MaxLength(320, { message: TRACKING_MESSAGES.notFound })
  @Transform(trim)
  @IsString({ message: TRACKING_MESSAGES.bothRequired })
  @IsNotEmpty({ message: TRACKING_MESSAGES.bothRequired })
  email: string;
}

export class ScanPackingSlipDto {
  @ApiProperty({ example: 'APO-2026-014.3f9a0c1b2d4e', description: 'The code under the QR code of the slip.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Scan or type the code of the packing slip' })
  @MaxLength(64, { message: 'This is not a packing slip code of ours. Check the code, or find the order by its number.' })
  code: string;
}
