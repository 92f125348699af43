import { describe, expect, it } from 'vitest';
import { isAllowedUpload, isPhoneNumber, MAX_FILE_BYTES } from './limits';
import { ADMIN_MESSAGES, batchProcessedText, httpErrorMessage, ORDER_MESSAGES, selectedShippingText } from './messages';

describe('uploads', () => {
  it('accepts PDF, JPG/JPEG and PNG up to 10 MB', () => {
    expect(isAllowedUpload({ name: 'a.pdf', size: 1000, type: 'application/pdf' })).toBe(true);
    expect(isAllowedUpload({ name: 'a.JPEG', size: MAX_FILE_BYTES })).toBe(true);
    expect(isAllowedUpload({ name: 'a.png', size: MAX_FILE_BYTES + 1, type: 'image/png' })).toBe(false);
    expect(isAllowedUpload({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe(false);
    expect(isAllowedUpload({ name: 'noext', size: 10 })).toBe(false);
  });
});

describe('messages', () => {
  it('keeps spec wording', () => {
    expect(ORDER_MESSAGES.firstNameRequired).toBe('First name is required');
    expect(ORDER_MESSAGES.invalidFiles).toBe('Please upload only PDF, JPG, or PNG files under 10MB each.');
    expect(ADMIN_MESSAGES.customerInfoRequired).toBe('Please fill in all customer information fields.');
    expect(selectedShippingText('FedEx 2Day', '30.00')).toBe('Selected: FedEx 2Day - $30.00');
    expect(batchProcessedText(3, 1)).toBe('Processed 3 orders successfully, 1 failed');
    expect(batchProcessedText(1, 0)).toBe('Processed 1 order successfully, 0 failed');
    expect(batchProcessedText(0, 2)).toBe('Processed 0 orders successfully, 2 failed');
    expect(httpErrorMessage(404, '', 'Not Found')).toBe('404: Not Found');
    expect(httpErrorMessage(400, 'bad', 'Bad Request')).toBe('400: bad');
  });
});

describe('phone numbers', () => {
  it('takes numbers as people type them and refuses words', () => {
    expect(isPhoneNumber('(305) 555-0100')).toBe(true);
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isPhoneNumber('850.555.0142')).toBe(true);
    expect(isPhoneNumber('call-me-later-please')).toBe(false);
    expect(isPhoneNumber('555-0100')).toBe(false);
    expect(isPhoneNumber('1234567890x')).toBe(false);
  });
});
