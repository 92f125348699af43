import { Module } from '@nestjs/common';
import { PackingSlipsController } from './packing-slips.controller.js';
import { PackingSlipsService } from './packing-slips.service.js';

@Module({ controllers: [PackingSlipsController], providers: [PackingSlipsService] })
export class PackingSlipsModule {}
