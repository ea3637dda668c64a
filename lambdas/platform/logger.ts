import { LogFormatter, Logger, LogItem, LogLevel } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { fitLogLine } from './log-redaction';

/** The level named in LOG_LEVEL (any case); INFO when unset or not a level. */
const configuredLevel = () => {
  const wanted = (process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
  return Object.values(LogLevel).find((level) => level === wanted) ?? LogLevel.INFO;
};

/**
 * Powertools' standard line (the fields of its PowertoolsLogFormatter: level, message, timestamp, service, the Lambda context) with every
 * attribute passed through the redaction step (log-redaction.ts): the one place that keeps secrets
 * and oversized payloads out of the logs, whatever a handler hands its logger.
 */
export class RedactingLogFormatter extends LogFormatter {
  public formatAttributes(attributes: UnformattedAttributes, additionalLogAttributes: LogAttributes): LogItem {
    const line = {
      level: attributes.logLevel,
      message: attributes.message,
      timestamp: this.formatTimestamp(attributes.timestamp),
      service: attributes.serviceName,
      cold_start: attributes.lambdaContext?.coldStart,
      function_arn: attributes.lambdaContext?.invokedFunctionArn,
      function_memory_size: attributes.lambdaContext?.memoryLimitInMB,
      function_name: attributes.lambdaContext?.functionName,
      function_request_id: attributes.lambdaContext?.awsRequestId,
      sampling_rate: attributes.sampleRateValue,
      xray_trace_id: attributes.xRayTraceId,
      ...additionalLogAttributes,
    };
    return new LogItem({ attributes: fitLogLine(line) });
  }
}

/** Structured JSON logs, redacted; each handler adds the request id of the event it works on. */
export const createLogger = (serviceName: string): Logger =>
  new Logger({ serviceName, logLevel: configuredLevel(), logFormatter: new RedactingLogFormatter() });
