/**
 * Reading what was thrown. Anything can be thrown; SDK and middy errors carry their facts in fields
 * (name, statusCode, $metadata.httpStatusCode), read here without trusting the value's shape.
 */
const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? Reflect.get(value, name) : undefined;

/** The thrown value's name ('' without one): AWS SDK errors are named after their exception. */
export const thrownName = (error: unknown): string => {
  const name = fieldOf(error, 'name');
  return typeof name === 'string' ? name : '';
};

/** The HTTP status a thrown value carries itself (middy's errors: statusCode). */
export const thrownStatusCode = (error: unknown): number | undefined => {
  const status = fieldOf(error, 'statusCode');
  return typeof status === 'number' ? status : undefined;
};

/** The HTTP status of the answer an AWS SDK call failed with ($metadata.httpStatusCode). */
export const awsHttpStatus = (error: unknown): number | undefined => {
  const status = fieldOf(fieldOf(error, '$metadata'), 'httpStatusCode');
  return typeof status === 'number' ? status : undefined;
};
