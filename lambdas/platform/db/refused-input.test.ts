import { describe, expect, it } from 'vitest';
import { isRefusedInput } from './refused-input';

const named = (name: string, message = name, cause?: unknown) => Object.assign(new Error(message, { cause }), { name });

describe('isRefusedInput', () => {
  it('knows DynamoDB validation errors, also wrapped by ElectroDB', () => {
    const tooLarge = named('ValidationException', 'Item size has exceeded the maximum allowed size');
    const keyTooLong = named(
      'ValidationException',
      'One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of 2048 bytes',
    );
    expect(isRefusedInput(tooLarge)).toBe(true);
    expect(isRefusedInput(named('ElectroError', 'Error thrown by DynamoDB client', keyTooLong))).toBe(true);
    expect(isRefusedInput(named('ElectroValidationError', 'Invalid value for attribute "name"'))).toBe(true);
  });

  it('knows a transaction canceled for a validation error', () => {
    expect(isRefusedInput(new Error('transaction canceled: None,ValidationError'))).toBe(true);
    expect(isRefusedInput(new Error('transaction canceled: TransactionConflict'))).toBe(false);
  });

  it('leaves every other failure a server error', () => {
    for (const error of [
      named('ResourceNotFoundException'),
      named('ElectroError', 'Error thrown by DynamoDB client', named('ProvisionedThroughputExceededException')),
      new Error('kaputt'),
      'ValidationException',
      { name: 'ValidationException' },
      null,
    ]) {
      expect(isRefusedInput(error)).toBe(false);
    }
  });
});
