import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TwoFactorCodeField } from './TwoFactorCodeField';

function Harness() {
  const [code, setCode] = useState('');
  return <TwoFactorCodeField value={code} onChange={setCode} />;
}

describe('2FA code entry', () => {
  it('strips non-digits and keeps at most 6 digits', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Verification code');
    fireEvent.change(input, { target: { value: '12a 3-4' } });
    expect(input.value).toBe('1234');
    fireEvent.change(input, { target: { value: '123 456 789' } });
    expect(input.value).toBe('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    // Room for a pasted "654 321": the browser cuts a paste to maxlength before the field cleans it.
    expect(Number(input.getAttribute('maxlength'))).toBeGreaterThanOrEqual('654 - 321'.length);
    fireEvent.change(input, { target: { value: '654 321' } });
    expect(input.value).toBe('654321');
  });
});
