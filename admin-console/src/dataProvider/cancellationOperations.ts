import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApproveCancellationRequestMutation,
  ApproveCancellationRequestMutationVariables,
  CancellationRequestsQuery,
  CancellationRequestsQueryVariables,
  DeclineCancellationRequestMutation,
  DeclineCancellationRequestMutationVariables,
  OrderCancellationRequestQuery,
  OrderCancellationRequestQueryVariables,
  RetryCancellationRefundMutation,
  RetryCancellationRefundMutationVariables,
} from '../graphql/generated';

const CANCELLATION_REQUEST_FIELDS = gql`
  fragment CancellationRequestFields on CancellationRequest {
    id
    orderId
    orderNumber
    customerName
    customerEmail
    reason
    status
    statusAtRequest
    orderStatus
    refund
    refundText
    refundStatus
    refundError
    decisionNote
    createdAt
    decidedAt
  }
`;

/** Waiting requests first (oldest first), then decided ones; `status` narrows to one kind. */
export const CANCELLATION_REQUESTS_QUERY: TypedDocumentNode<CancellationRequestsQuery, CancellationRequestsQueryVariables> = gql`
  ${CANCELLATION_REQUEST_FIELDS}
  query CancellationRequests($status: CancellationRequestStatus, $take: Int!, $skip: Int!) {
    cancellationRequests(status: $status, take: $take, skip: $skip) {
      items {
        ...CancellationRequestFields
      }
      total
    }
  }
`;

export const ORDER_CANCELLATION_REQUEST_QUERY: TypedDocumentNode<OrderCancellationRequestQuery, OrderCancellationRequestQueryVariables> = gql`
  ${CANCELLATION_REQUEST_FIELDS}
  query OrderCancellationRequest($orderId: Int!) {
    orderCancellationRequest(orderId: $orderId) {
      ...CancellationRequestFields
    }
  }
`;

export const APPROVE_CANCELLATION_MUTATION: TypedDocumentNode<ApproveCancellationRequestMutation, ApproveCancellationRequestMutationVariables> = gql`
  ${CANCELLATION_REQUEST_FIELDS}
  mutation ApproveCancellationRequest($id: Int!, $note: String) {
    approveCancellationRequest(id: $id, note: $note) {
      ...CancellationRequestFields
    }
  }
`;

export const DECLINE_CANCELLATION_MUTATION: TypedDocumentNode<DeclineCancellationRequestMutation, DeclineCancellationRequestMutationVariables> = gql`
  ${CANCELLATION_REQUEST_FIELDS}
  mutation DeclineCancellationRequest($id: Int!, $note: String!) {
    declineCancellationRequest(id: $id, note: $note) {
      ...CancellationRequestFields
    }
  }
`;

export const RETRY_CANCELLATION_REFUND_MUTATION: TypedDocumentNode<RetryCancellationRefundMutation, RetryCancellationRefundMutationVariables> = gql`
  ${CANCELLATION_REQUEST_FIELDS}
  mutation RetryCancellationRefund($id: Int!) {
    retryCancellationRefund(id: $id) {
      ...CancellationRequestFields
    }
  }
`;
