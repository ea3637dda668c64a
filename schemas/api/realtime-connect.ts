/**
 * The query parameter that carries the ID token when a client opens the WebSocket (`?token=<idToken>`):
 * browsers cannot set headers on a WebSocket. The $connect authorizer reads it (its identity source) and
 * so does the $connect handler.
 */
export const CONNECT_TOKEN_QUERY = 'token';
