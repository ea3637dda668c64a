import { describe, expect, it } from 'vitest';
import { isRefusedInput } from './refused-input';

const named = (name: string, message = name, cause?: unknown) => Object.assign(new Error(message, { cause }), { name });

describe('isRefusedInput', () => {
  it('knows DynamoDB size and key-length refusals, also wrapped by ElectroDB', () => {
    const tooLarge = named('ValidationException', 'Item size has exceeded the maximum allowed size');
    const keyTooLong = named(
      'ValidationException',
      'One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of 2048 bytes',
    );
    const memberTooLong = named(
      'ValidationException',
      "1 validation error detected: Value at 'key' failed to satisfy constraint: Member must have length less than or equal to 2048",
    );
    expect(isRefusedInput(tooLarge)).toBe(true);
    expect(isRefusedInput(named('ElectroError', 'Error thrown by DynamoDB client', keyTooLong))).toBe(true);
    expect(isRefusedInput(memberTooLong)).toBe(true);
    expect(isRefusedInput(named('ValidationException', 'Size of rangekey has exceeded the maximum size limit'))).toBe(
      true,
    );
  });

  it('knows a transaction canceled because an item was too large', () => {
    expect(
      isRefusedInput(
        new Error(
          'transaction canceled: None,ValidationError (Item size to update has exceeded the maximum allowed size)',
        ),
      ),
    ).toBe(true);
    expect(isRefusedInput(new Error('transaction canceled: TransactionConflict'))).toBe(false);
  });

  it('leaves other validation errors (our own bugs) a server error', () => {
    for (const error of [
      named('ValidationException', 'Invalid UpdateExpression: Syntax error; token: "=", near: "SET ="'),
      named(
        'ElectroError',
        'Error thrown by DynamoDB client',
        named('ValidationException', 'ExpressionAttributeValues must not be empty'),
      ),
      named('ElectroValidationError', 'Invalid value for attribute "name"'),
      named('ElectroUserValidationError', 'Invalid value for attribute "version"'),
      new Error(
        'transaction canceled: None,ValidationError (Transaction request cannot include multiple operations on one item)',
      ),
      new Error('transaction canceled: None,ValidationError'),
    ]) {
      expect(isRefusedInput(error)).toBe(false);
    }
  });

  it('leaves every other failure a server error', () => {
    for (const error of [
      named('ResourceNotFoundException'),
      named('ElectroError', 'Error thrown by DynamoDB client', named('ProvisionedThroughputExceededException')),
      named('ResourceNotFoundException', 'Item size has exceeded the maximum allowed size'),
      new Error('kaputt'),
      'ValidationException',
      { name: 'ValidationException' },
      null,
    ]) {
      expect(isRefusedInput(error)).toBe(false);
    }
  });
});
