import { Module } from '@nestjs/common';
import { TrackingController } from './tracking.controller.js';
import { TrackingService } from './tracking.service.js';

@Module({ controllers: [TrackingController], providers: [TrackingService] })
export class TrackingModule {}
