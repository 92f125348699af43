import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

@Module({ imports: [MessagingModule], controllers: [ContactController], providers: [ContactService] })
export class ContactModule {}
