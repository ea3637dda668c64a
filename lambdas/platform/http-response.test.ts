import { describe, expect, it } from 'vitest';
import { errorResponse } from './http-response';

const named = (name: string, message: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), { name });

/** The answer and what the chain logs: lambdas/platform/http.ts logs every status >= 500 as an error. */
const answer = (error: unknown) => {
  const logged: { status: number; detail: unknown }[] = [];
  const response = errorResponse(error, 'req-1', (status, detail) => logged.push({ status, detail }));
  return { status: response.statusCode, body: JSON.parse(String(response.body)), logged };
};

describe('errorResponse for what the database throws', () => {
  it('answers a size refusal with the catalogue 400', () => {
    const tooLarge = named(
      'ElectroError',
      'Error thrown by DynamoDB client',
      named('ValidationException', 'Item size has exceeded the maximum allowed size'),
    );
    const result = answer(tooLarge);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      code: 'LW_400_01_0003',
      message: 'Deine Eingaben sind zu umfangreich, um sie zu speichern. Bitte kürze sie und versuche es erneut.',
      requestId: 'req-1',
    });
    expect(result.logged).toEqual([{ status: 400, detail: tooLarge }]);
  });

  it('keeps any other validation error a 500 with the cause in the log, not a refusal of the input', () => {
    const ownBug = named(
      'ElectroError',
      'Error thrown by DynamoDB client',
      named('ValidationException', 'Invalid UpdateExpression: Syntax error; token: "=", near: "SET ="'),
    );
    for (const error of [ownBug, named('ElectroValidationError', 'Invalid value for attribute "name"')]) {
      const result = answer(error);
      expect(result.status).toBe(500);
      expect(result.body).toEqual({
        code: 'LW_500_00_0001',
        message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.',
        requestId: 'req-1',
      });
      expect(result.logged).toEqual([{ status: 500, detail: error }]);
    }
  });
});
