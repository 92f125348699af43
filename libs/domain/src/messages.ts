/**
 * User-facing texts from both specifications (C5 and A5 validation, C8 and A8 errors and toasts, in docs/requirements.md),
 * copied verbatim. Entries marked "(not quoted in spec)" fill gaps where the spec
 * names a message without giving its wording.
 */

/** Order form: field validation, step checks, submit and page toasts (requirements C2, C5, C8). */
export const ORDER_MESSAGES = {
  // Field validation
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  validEmailRequired: 'Valid email is required',
  validPhoneRequired: 'Valid phone number is required',
  serviceLevelRequired: 'Service level is required',
  destinationCountryRequired: 'Destination country is required',
  atLeastOneDocumentRequired: 'At least one document is required',
  documentTypeRequired: 'Document type is required',
  /** A type was given but is not one of ours (the list of DOCUMENT_TYPES). */
  documentTypeUnknown: 'Unknown document type: choose one of the listed document types',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipCodeRequired: 'Valid ZIP code is required',
  countryRequired: 'Country is required',
  maxDocuments: 'Maximum 10 documents per order',
  // Step 1
  selectServiceLevel: 'Please select a service level to continue',
  addAtLeastOneDocument: 'Please add at least one document',
  selectDocumentTypeForAll: 'Please select document type for all documents',
  selectDestination: 'Please select where the documents will be used',
  // Step 2
  enterEmail: 'Please enter your email address',
  enterValidPhone: 'Please enter a valid phone number (at least 10 digits)',
  completeShippingAddress: 'Please fill in your complete shipping address',
  // Submit
  invalidZipTitle: 'Invalid ZIP Code',
  invalidZip: 'Please enter a valid 5-digit ZIP code',
  deliveryMethodRequiredTitle: 'Delivery Method Required',
  /** (not quoted in spec) */
  deliveryMethodRequired: 'Please select a delivery method',
  formValidationErrorTitle: 'Form Validation Error',
  // Upload
  invalidFilesTitle: 'Invalid Files',
  invalidFiles: 'Please upload only PDF, JPG, or PNG files under 10MB each.',
  // Payment and order creation
  paymentFailedTitle: 'Payment Failed',
  errorCreatingOrderTitle: 'Error Creating Order',
  errorCreatingOrder: 'An error occurred while creating your order. Please try again.',
  paymentInitFailed: 'Failed to initialize payment. Please try again.',
  paymentInitFailedRefresh: 'Failed to initialize payment. Please refresh and try again.',
  paymentNotConfiguredTitle: 'Payment System Not Configured',
  // Confirmation
  orderConfirmedTitle: 'Order Confirmed',
  noOrderInformation: 'No order information found',
} as const;

/** Return shipping options card (requirements C2, C8). */
export const SHIPPING_MESSAGES = {
  addressIncomplete: 'Complete your shipping address to see return shipping options for your processed documents.',
  loading: 'Fetching real-time shipping rates...',
  liveRatesUnavailable: 'Unable to load live rates. Showing standard options.',
  noOptions: 'No shipping options available for this address',
} as const;

/** 'Selected: {service description} - ${cost}' — cost already formatted, e.g. '9.45'. */
export function selectedShippingText(serviceDescription: string, cost: string): string {
  return `Selected: ${serviceDescription} - $${cost}`;
}

/** 'Uploading... N%'. */
export function uploadingText(percent: number): string {
  return `Uploading... ${percent}%`;
}

export const TRACKING_MESSAGES = {
  bothRequired: 'Please enter both order number and email address',
  notFoundTitle: 'Order Not Found',
  notFound: "We couldn't find an order with those details",
} as const;

/** Longest contact-form fields, checked in the browser and on the server. */
export const CONTACT_LIMITS = { name: 200, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  /** (not quoted in spec) */
  subjectMin: 'Subject must be at least 5 characters',
  /** (not quoted in spec) */
  messageMin: 'Message must be at least 20 characters',
  sendFailed: 'Failed to send message. Please try emailing us directly.',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
} as const;

/** Which contact-form field a server refusal is about, so the page shows it at that field. */
export const CONTACT_FIELD_OF_MESSAGE: Readonly<Record<string, 'name' | 'email' | 'phone' | 'subject' | 'message'>> = {
  [CONTACT_MESSAGES.nameMin]: 'name',
  [CONTACT_MESSAGES.nameTooLong]: 'name',
  [CONTACT_MESSAGES.invalidEmail]: 'email',
  [CONTACT_MESSAGES.invalidPhone]: 'phone',
  [CONTACT_MESSAGES.subjectMin]: 'subject',
  [CONTACT_MESSAGES.subjectTooLong]: 'subject',
  [CONTACT_MESSAGES.messageMin]: 'message',
  [CONTACT_MESSAGES.messageTooLong]: 'message',
};

/** Customer sign-in and account creation (requirements C5, C8). */
export const REGISTRATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please type your password again to confirm it',
  passwordTooShort: 'Password must be at least 8 characters long',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  networkError: 'Network error. Please try again.',
  loginSuccessTitle: 'Login successful',
  loginSuccess: 'Welcome back!',
  accountCreatedTitle: 'Account Created!',
} as const;

/** Customer dashboard and profile (requirements C2, C4, C8). */
export const DASHBOARD_MESSAGES = {
  loading: 'Loading your account...',
  loggedOutTitle: 'Logged Out',
  loggedOut: 'You have been successfully logged out',
  emailCannotChange: 'Email cannot be changed. Contact support if needed.',
  noOrders: 'No orders yet',
  fetchOrdersFailed: 'Failed to fetch orders',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update profile',
  networkError: 'Network error. Please try again.',
  profileUpdatedTitle: 'Profile Updated',
  profileUpdated: 'Your profile has been updated successfully',
} as const;

export const WHOLESALE_MESSAGES = {
  companyNameRequired: 'Company name is required',
  businessTypeRequired: 'Business type is required',
  yearsInBusinessPositive: 'Years in business must be positive',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  validEmailRequired: 'Valid email is required',
  validPhoneRequired: 'Valid phone number is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipCodeRequired: 'ZIP code is required',
  monthlyVolumeRequired: 'Monthly volume is required',
  selectAtLeastOneService: 'Select at least one service',
  explainWholesale: 'Please explain why you need wholesale pricing',
  acceptTerms: 'You must accept the terms',
  submissionFailedTitle: 'Submission Failed',
  submissionFailed: 'Please try again or contact support directly.',
  submittedTitle: 'Application Submitted!',
  submitted: "We'll review your application and contact you within 1-2 business days.",
} as const;

export const WHOLESALE_BUSINESS_TYPES = [
  'Law Firm',
  'Corporate Office',
  'Immigration Services',
  'Travel Agency',
  'Educational Institution',
  'Government Agency',
  'Notary Services',
  'Document Services',
  'Consulting Firm',
  'Other',
] as const;

export const WHOLESALE_SERVICES_NEEDED = [
  'Document Apostille',
  'Translation Services',
  'Expedited Processing',
  'Document Authentication',
  'Certification Services',
  'Bulk Processing',
] as const;

export const WHOLESALE_HEAR_ABOUT_US = [
  'Google Search',
  'Referral from Client',
  'Professional Network',
  'Industry Association',
  'Social Media',
  'Other',
] as const;

export const CCPA_MESSAGES = {
  errorTitle: 'Error',
  error: 'Failed to submit opt-out request. Please try again or contact us directly.',
  submittedTitle: 'Request Submitted',
  submitted: 'Your opt-out request has been received. We will process it within 15 business days.',
  successScreenTitle: 'Request Submitted Successfully',
  /** Not quoted in the spec: phone verification needs a number to call. */
  phoneRequiredForPhoneVerification: 'Please enter a phone number for phone verification',
} as const;

export type CcpaVerificationMethod = 'email' | 'phone' | 'account';
export const CCPA_VERIFICATION_METHODS: readonly CcpaVerificationMethod[] = ['email', 'phone', 'account'];
export const DEFAULT_CCPA_VERIFICATION_METHOD: CcpaVerificationMethod = 'email';

/** Site-wide texts (requirements C1, C2). */
export const GENERAL_MESSAGES = {
  pageNotFound: 'Page Not Found',
  chatTooltip: 'Chat with us on WhatsApp',
  chatPrefill: 'Hi! I need help with apostille services.',
} as const;

/** 'Welcome, {first name}!' (dashboard header and mobile navigation). */
export function welcomeText(firstName: string): string {
  return `Welcome, ${firstName}!`;
}

/** Error text for a non-successful HTTP response: '{status}: {body or status text}'. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Staff area (requirements A5, A8). */
export const ADMIN_MESSAGES = {
  // Create Order form
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  validEmailRequired: 'Valid email is required',
  phoneRequired: 'Phone number is required',
  serviceLevelRequired: 'Service level is required',
  documentTypeRequired: 'Document type is required',
  documentCountMin: 'Document count must be at least 1',
  destinationCountryRequired: 'Destination country is required',
  deliveryMethodRequired: 'Delivery method is required',
  // Custom Order
  validationErrorTitle: 'Validation Error',
  customerInfoRequired: 'Please fill in all customer information fields.',
  selectServiceLevel: 'Please select a service level.',
  selectLineItemDocumentType: 'Please select document type for all line items.',
  // Automation
  noOrdersSelectedTitle: 'No Orders Selected',
  noOrdersSelectedBatch: 'Please select orders to process',
  missingOrderIdTitle: 'Missing Order ID',
  enterOrderId: 'Please enter an order ID',
  invalidJsonTitle: 'Invalid JSON',
  invalidTriggerJson: 'Please enter valid JSON for trigger data',
  // Notifications and email processing
  missingInformationTitle: 'Missing Information',
  fillAllFields: 'Please fill in all fields.',
  selectOrderAndType: 'Please select an order and notification type.',
  // Extra charge, bulk update
  invalidExtraCharge: 'Please enter a valid description and amount.',
  noOrdersSelected: 'No orders selected',
  // Login
  loginFailed: 'Login failed',
  networkError: 'Network error. Please try again.',
  loginSuccessTitle: 'Login successful',
  loginSuccess: 'Welcome back!',
  // Failure toasts
  creationFailedTitle: 'Creation Failed',
  createOrderFailed: 'Failed to create order. Please try again.',
  createCustomOrderFailed: 'Failed to create custom order. Please try again.',
  batchFailedTitle: 'Batch Processing Failed',
  batchFailed: 'Failed to process batch',
  workflowFailedTitle: 'Workflow Failed',
  workflowFailed: 'Failed to trigger workflow',
  ruleUpdateFailedTitle: 'Rule Update Failed',
  ruleUpdateFailed: 'Failed to update rule',
  processingFailedTitle: 'Processing Failed',
  processingFailed: 'Failed to process email.',
  failedToSendTitle: 'Failed to Send',
  failedToSend: 'Failed to send notification.',
  serviceUpdateError: 'Error updating service',
  setupFailedTitle: 'Setup Failed',
  setupFailed: 'Failed to start 2FA setup',
  verificationFailedTitle: 'Verification Failed',
  enableFailedTitle: 'Enable Failed',
  enableFailed: 'Failed to enable two-factor authentication',
  disableFailedTitle: 'Disable Failed',
  disableFailed: 'Failed to disable two-factor authentication',
  verificationRequiredTitle: 'Verification Required',
  verificationRequired: 'Please enter the verification code from your authenticator app',
  passwordRequiredTitle: 'Password Required',
  passwordRequired: 'Please enter your password to disable 2FA',
  updateFailedTitle: 'Update Failed',
  bulkUpdateFailedTitle: 'Bulk Update Failed',
  deleteFailedTitle: 'Delete Failed',
  /** (not quoted in spec) */
  orderDeleted: (orderNumber: string) => `Order ${orderNumber} deleted`,
  uploadDocumentsFailed: 'Failed to upload documents',
  sendPaymentLinkFailedTitle: 'Failed to Send Payment Link',
  // List fetch errors
  fetchAutomationMetricsFailed: 'Failed to fetch automation metrics',
  fetchAutomationRulesFailed: 'Failed to fetch automation rules',
  fetchAnalyticsFailed: 'Failed to fetch analytics',
  fetchConversationsFailed: 'Failed to fetch conversations',
  fetchUnreadCountFailed: 'Failed to fetch unread count',
  fetchConversationFailed: 'Failed to fetch conversation',
  fetchTranslationServicesFailed: 'Failed to fetch translation services',
  fetchTranslationQuotesFailed: 'Failed to fetch translation quotes',
  fetchOrdersFailed: 'Failed to fetch orders',
  fetchStatsFailed: 'Failed to fetch stats',
  // Success toasts
  orderCreatedTitle: 'Order Created',
  customOrderCreatedTitle: 'Custom Order Created',
  batchCompleteTitle: 'Batch Processing Complete',
  workflowTriggeredTitle: 'Workflow Triggered',
  ruleUpdatedTitle: 'Rule Updated',
  emailProcessedTitle: 'Email Processed',
  notificationSentTitle: 'Notification Sent',
  serviceUpdatedTitle: 'Service updated',
  /** (not quoted in spec) */
  twoFactorEnabledTitle: 'Two-Factor Enabled',
  /** (not quoted in spec) */
  twoFactorDisabledTitle: 'Two-Factor Disabled',
} as const;

/** 'Processed N orders successfully, M failed', with "order" for exactly one. */
export function batchProcessedText(processed: number, failed: number): string {
  return `Processed ${processed} ${processed === 1 ? 'order' : 'orders'} successfully, ${failed} failed`;
}
