import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

/** Structured JSON logs; each handler adds the request id of the event it works on. */
export const createLogger = (serviceName: string): Logger =>
  new Logger({ serviceName, logLevel: (process.env.LOG_LEVEL ?? 'INFO') as LogLevel });
