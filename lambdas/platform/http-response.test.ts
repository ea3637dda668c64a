import { describe, expect, it } from 'vitest';
import { messageForCode } from '../../schemas/errors';
import { errorResponse } from './http-response';

const named = (name: string, message: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), { name });

/** The answer to a thrown error, and what the chain logs: lambdas/platform/http.ts logs every status >= 500 as an error. */
const expectAnswer = (error: unknown, status: number, code: 'LW_400_01_0003' | 'LW_500_00_0001') => {
  const logged: { status: number; detail: unknown }[] = [];
  const response = errorResponse(error, 'req-1', (loggedStatus, detail) =>
    logged.push({ status: loggedStatus, detail }),
  );
  expect(response.statusCode).toBe(status);
  expect(JSON.parse(String(response.body))).toEqual({ code, message: messageForCode(code), requestId: 'req-1' });
  expect(logged).toEqual([{ status, detail: error }]);
};

describe('errorResponse for what the database throws', () => {
  it('answers a size refusal with the catalogue 400', () => {
    const tooLarge = named(
      'ElectroError',
      'Error thrown by DynamoDB client',
      named('ValidationException', 'Item size has exceeded the maximum allowed size'),
    );
    expectAnswer(tooLarge, 400, 'LW_400_01_0003');
  });

  it('keeps any other validation error a 500 with the cause in the log, not a refusal of the input', () => {
    const ownBug = named(
      'ElectroError',
      'Error thrown by DynamoDB client',
      named('ValidationException', 'Invalid UpdateExpression: Syntax error; token: "=", near: "SET ="'),
    );
    expectAnswer(ownBug, 500, 'LW_500_00_0001');
    expectAnswer(named('ElectroValidationError', 'Invalid value for attribute "name"'), 500, 'LW_500_00_0001');
  });
});
