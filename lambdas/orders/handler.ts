import type { APIGatewayProxyEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { isStreamEvent, tableChanges } from '../platform/stream-image';
import { absenceRoutes } from './board/absence-routes';
import { boardRoutes } from './board/board-routes';
import { campaignRoutes } from './campaigns/campaign-routes';
import { coverageRoutes } from './coverage-routes';
import { cropProtectionRoutes } from './crop-protection/crop-protection-routes';
import { ordersDependencies } from './dependencies';
import { drivingRoutes } from './driving-routes';
import { makeCreateOrdersOfAcceptedOffers } from './offer-orders';
import { orderRoutes } from './order-routes';
import { progressShareRoutes } from './progress-shares/progress-share-routes';
import { projectRoutes } from './projects/project-routes';
import { refuelRoutes } from './refuels/refuel-routes';
import { makeCreateOrdersOfAcceptedRequests } from './request-orders';
import { stopRoutes } from './stop-routes';
import { tollRoutes } from './tolls/toll-routes';

requireAtColdStart({ table: true, tokens: true });

const deps = ordersDependencies();

/**
 * The orders service: owns order state (issue 12); the office plans, assigns, trashes and archives
 * orders, drivers work them and stop them through the stop wizard. Rentals are a service of their own
 * (lambdas/rentals), the farmer's public progress link a read-only function (public-handler.ts).
 */
const http = createHttpHandler('orders', [
  ...orderRoutes(deps),
  ...stopRoutes(deps),
  ...coverageRoutes(deps),
  ...campaignRoutes(deps),
  ...refuelRoutes(deps),
  ...tollRoutes(deps),
  ...drivingRoutes(deps),
  ...cropProtectionRoutes(deps),
  ...projectRoutes({ ...deps, customerNames: deps.shownCustomerNames }),
  ...progressShareRoutes({ ...deps, customerNames: deps.shownCustomerNames }),
  ...boardRoutes(deps),
  ...absenceRoutes(deps),
]);

const createOrdersOfAcceptedRequests = makeCreateOrdersOfAcceptedRequests(deps);
const createOrdersOfAcceptedOffers = makeCreateOrdersOfAcceptedOffers(deps);

/** HTTP routes, and the table's change stream: accepted order requests and offers become draft orders. */
export const handler = async (event: APIGatewayProxyEventV2 | DynamoDBStreamEvent, context: unknown) => {
  if (!isStreamEvent(event)) return http(event, context);
  const changes = tableChanges(event);
  await createOrdersOfAcceptedRequests(changes);
  await createOrdersOfAcceptedOffers(changes);
  return undefined;
};
