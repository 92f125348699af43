import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConversationsQuery,
  ConversationsQueryVariables,
  OpenConversationMutation,
  OpenConversationMutationVariables,
  PreviewEmailQuery,
  PreviewEmailQueryVariables,
  ProcessEmailMutation,
  ProcessEmailMutationVariables,
  ReplyToConversationMutation,
  ReplyToConversationMutationVariables,
  UnreadConversationCountQuery,
  UnreadConversationCountQueryVariables,
  UpdateConversationMutation,
  UpdateConversationMutationVariables,
} from '../graphql/generated';

/** The Messages tab's GraphQL operations (the server's ConversationsResolver). */

const CONVERSATION_SUMMARY_FIELDS = gql`
  fragment ConversationSummaryFields on Conversation {
    id
    subject
    status
    priority
    lastMessageAt
    unread
    customer {
      id
      email
      name
    }
    order {
      id
      orderNumber
    }
  }
`;

const CONVERSATION_MESSAGE_FIELDS = gql`
  fragment ConversationMessageFields on ConversationMessage {
    id
    content
    senderType
    staffName
    isRead
    createdAt
  }
`;

/** One page of the list, newest activity first, narrowed by status and by a search. */
export const CONVERSATIONS_QUERY: TypedDocumentNode<ConversationsQuery, ConversationsQueryVariables> = gql`
  ${CONVERSATION_SUMMARY_FIELDS}
  query Conversations($status: ConversationStatus, $search: String, $page: Int!, $pageSize: Int!) {
    conversationList(status: $status, search: $search, page: $page, pageSize: $pageSize) {
      conversations {
        ...ConversationSummaryFields
      }
      total
      page
      pageSize
    }
  }
`;

export const UNREAD_CONVERSATION_COUNT_QUERY: TypedDocumentNode<UnreadConversationCountQuery, UnreadConversationCountQueryVariables> = gql`
  query UnreadConversationCount {
    unreadConversationCount
  }
`;

/** A thread with its messages; the server marks its customer messages read. */
export const OPEN_CONVERSATION_MUTATION: TypedDocumentNode<OpenConversationMutation, OpenConversationMutationVariables> = gql`
  ${CONVERSATION_SUMMARY_FIELDS}
  ${CONVERSATION_MESSAGE_FIELDS}
  mutation OpenConversation($id: Int!) {
    openConversation(id: $id) {
      ...ConversationSummaryFields
      messages {
        ...ConversationMessageFields
      }
    }
  }
`;

export const REPLY_TO_CONVERSATION_MUTATION: TypedDocumentNode<ReplyToConversationMutation, ReplyToConversationMutationVariables> = gql`
  ${CONVERSATION_MESSAGE_FIELDS}
  mutation ReplyToConversation($id: Int!, $content: String!) {
    replyToConversation(id: $id, content: $content) {
      ...ConversationMessageFields
    }
  }
`;

export const UPDATE_CONVERSATION_MUTATION: TypedDocumentNode<UpdateConversationMutation, UpdateConversationMutationVariables> = gql`
  ${CONVERSATION_SUMMARY_FIELDS}
  mutation UpdateConversation($id: Int!, $status: ConversationStatus, $priority: ConversationPriority) {
    updateConversation(id: $id, status: $status, priority: $priority) {
      ...ConversationSummaryFields
    }
  }
`;

/** The e-mail test form's dry run: nothing is written and no mail is sent. */
export const PREVIEW_EMAIL_QUERY: TypedDocumentNode<PreviewEmailQuery, PreviewEmailQueryVariables> = gql`
  query PreviewEmail($customerEmail: String!, $subject: String!, $content: String!) {
    previewEmail(customerEmail: $customerEmail, subject: $subject, content: $content) {
      dryRun
      created
      conversationId
      conversationSubject
      linkedOrderNumber
      acknowledgement {
        recipient
        subject
      }
    }
  }
`;

export const PROCESS_EMAIL_MUTATION: TypedDocumentNode<ProcessEmailMutation, ProcessEmailMutationVariables> = gql`
  mutation ProcessEmail($customerEmail: String!, $subject: String!, $content: String!) {
    processEmail(customerEmail: $customerEmail, subject: $subject, content: $content) {
      conversationId
      created
      linkedOrderNumber
    }
  }
`;
