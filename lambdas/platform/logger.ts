import { Logger, LogLevel } from '@aws-lambda-powertools/logger';

/** The level named in LOG_LEVEL (any case); INFO when unset or not a level. */
const configuredLevel = () => {
  const wanted = (process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
  return Object.values(LogLevel).find((level) => level === wanted) ?? LogLevel.INFO;
};

/** Structured JSON logs; each handler adds the request id of the event it works on. */
export const createLogger = (serviceName: string): Logger => new Logger({ serviceName, logLevel: configuredLevel() });
