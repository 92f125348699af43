import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import {
  type ConversationDetail,
  type ConversationPage,
  type ConversationSummary,
  ConversationsService,
  type InboundPreview,
  type InboundResult,
  type MessageView,
} from './conversations.service.js';
import { ConversationListQuery, ConversationReplyDto, ConversationUpdateDto, ProcessEmailDto } from './dto/conversations.dto.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { staffActor } from '../common/staff-actor.js';

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ManageMessages)
@Controller('admin/conversations')
export class AdminConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @ApiOkResponse({ description: '{ conversations, total, page, pageSize }: newest activity first.' })
  list(@Query() query: ConversationListQuery): Promise<ConversationPage> {
    return this.conversations.list(query);
  }

  @Get('unread-count')
  @ApiOkResponse({ description: '{ count }: conversations with a customer message no staff member has opened.' })
  async unreadCount(): Promise<{ count: number }> {
    return { count: await this.conversations.unreadCount() };
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The conversation with its messages; its customer messages become read.' })
  open(@Param('id', ParseIdPipe) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ip: string | null): Promise<ConversationDetail> {
    return this.conversations.open(id, staffActor(admin, ip));
  }

  @Post(':id/messages')
  @ApiOkResponse({ description: 'The stored reply; it is e-mailed to the customer.' })
  reply(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ConversationReplyDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<MessageView> {
    return this.conversations.reply(id, body.content, staffActor(admin, ip));
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The conversation after the change.' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ConversationUpdateDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<ConversationSummary> {
    return this.conversations.update(id, body, staffActor(admin, ip));
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ManageMessages)
@Controller('admin/process-email')
export class AdminProcessEmailController {
  constructor(private readonly conversations: ConversationsService) {}

  /** The console's default: what processing would do, with nothing written and no mail sent. */
  @Post('preview')
  @HttpCode(200)
  @ApiOkResponse({
    description: '{ dryRun, created, conversationId, conversationSubject, linkedOrderNumber, acknowledgement }: what the inbound path would do.',
  })
  preview(@Body() body: ProcessEmailDto): Promise<InboundPreview> {
    return this.conversations.previewEmail(body);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ conversationId, created, linkedOrderNumber }: what the inbound path did.' })
  process(@Body() body: ProcessEmailDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ip: string | null): Promise<InboundResult> {
    return this.conversations.receiveEmail(body, { actorType: 'admin', actorId: admin.id, ipAddress: ip });
  }
}
