import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminOrderQuery,
  AdminOrderQueryVariables,
  AdminOrdersQuery,
  AdminOrdersQueryVariables,
  AdminStatsQuery,
  AdminStatsQueryVariables,
  BulkUpdateOrderStatusMutation,
  BulkUpdateOrderStatusMutationVariables,
  DeleteOrderMutation,
  DeleteOrderMutationVariables,
  MarkRouteChangeReviewedMutation,
  MarkRouteChangeReviewedMutationVariables,
  RefundedCheckoutsQuery,
  RefundedCheckoutsQueryVariables,
  RouteChangesQuery,
  RouteChangesQueryVariables,
  UpdateOrderMutation,
  UpdateOrderMutationVariables,
  UpdateOrderStatusMutation,
  UpdateOrderStatusMutationVariables,
} from '../graphql/generated';

// Each document carries its generated result and variables types (src/graphql/generated.ts, from
// these very documents), so a call cannot pair an operation with another's shapes.

/** List views never ask for documents (resolved lazily on the server). */
const ORDER_FIELDS = gql`
  fragment AdminOrderFields on AdminOrder {
    id
    orderNumber
    status
    createdAt
    updatedAt
    customerFirstName
    customerLastName
    customerEmail
    customerPhone
    serviceLevel
    documentType
    documentCount
    destinationCountry
    deliveryMethod
    shippingStreet
    shippingCity
    shippingState
    shippingZipCode
    shippingCountry
    shippingNotes
    totalAmount
    notes
  }
`;

export const ORDERS_QUERY: TypedDocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables> = gql`
  query AdminOrders($filter: AdminOrderFilter, $sort: AdminOrderSort, $page: PageInput) {
    orders(filter: $filter, sort: $sort, page: $page) {
      items {
        ...AdminOrderFields
        paid
        hasUnreadMessages
      }
      total
      totalCapped
    }
  }
  ${ORDER_FIELDS}
`;

export const ORDER_QUERY: TypedDocumentNode<AdminOrderQuery, AdminOrderQueryVariables> = gql`
  query AdminOrder($id: Int!) {
    order(id: $id) {
      ...AdminOrderFields
      documents {
        id
        originalName
        fileName
        fileSize
        documentType
        uploadedAt
        uploadedBy
        isApostilleComplete
      }
    }
  }
  ${ORDER_FIELDS}
`;

export const STATS_QUERY: TypedDocumentNode<AdminStatsQuery, AdminStatsQueryVariables> = gql`
  query AdminStats {
    stats {
      totalOrders
      pendingOrders
      processingOrders
      completedOrders
      totalRevenue
    }
  }
`;

export const UPDATE_ORDER_MUTATION: TypedDocumentNode<UpdateOrderMutation, UpdateOrderMutationVariables> = gql`
  mutation UpdateOrder($id: Int!, $input: UpdateOrderInput!) {
    updateOrder(id: $id, input: $input) {
      ...AdminOrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const UPDATE_ORDER_STATUS_MUTATION: TypedDocumentNode<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables> = gql`
  mutation UpdateOrderStatus($id: Int!, $status: String!, $notes: String, $carrier: String, $trackingNumber: String) {
    updateOrderStatus(id: $id, status: $status, notes: $notes, carrier: $carrier, trackingNumber: $trackingNumber) {
      ...AdminOrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const BULK_UPDATE_ORDER_STATUS_MUTATION: TypedDocumentNode<BulkUpdateOrderStatusMutation, BulkUpdateOrderStatusMutationVariables> = gql`
  mutation BulkUpdateOrderStatus($ids: [Int!]!, $status: String!, $notes: String) {
    bulkUpdateOrderStatus(ids: $ids, status: $status, notes: $notes) {
      id
      status
    }
  }
`;

export const DELETE_ORDER_MUTATION: TypedDocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables> = gql`
  mutation DeleteOrder($id: Int!) {
    deleteOrder(id: $id) {
      ...AdminOrderFields
    }
  }
  ${ORDER_FIELDS}
`;

/** Card payments that could not become an order and were refunded; the server orders them newest first. */
export const REFUNDED_CHECKOUTS_QUERY: TypedDocumentNode<RefundedCheckoutsQuery, RefundedCheckoutsQueryVariables> = gql`
  query RefundedCheckouts($take: Int!, $skip: Int!) {
    refundedCheckouts(take: $take, skip: $skip) {
      items {
        paymentIntentId
        provider
        amount
        customerEmail
        reason
        status
        createdAt
        refundedAt
      }
      total
    }
  }
`;

/** Open orders whose document routes changed after they were placed; the server orders them newest first. */
export const ROUTE_CHANGES_QUERY: TypedDocumentNode<RouteChangesQuery, RouteChangesQueryVariables> = gql`
  query RouteChanges($take: Int!, $skip: Int!) {
    routeChanges(take: $take, skip: $skip) {
      items {
        id
        orderId
        orderNumber
        detectedAt
        changes {
          documentNumber
          documentType
          before
          after
          feeDeltaCents
        }
        feeDeltaCents
        customerMailedAt
        reviewedAt
      }
      total
    }
  }
`;

export const MARK_ROUTE_CHANGE_REVIEWED_MUTATION: TypedDocumentNode<MarkRouteChangeReviewedMutation, MarkRouteChangeReviewedMutationVariables> = gql`
  mutation MarkRouteChangeReviewed($id: Int!) {
    markRouteChangeReviewed(id: $id)
  }
`;
