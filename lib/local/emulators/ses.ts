import sesServerModule from 'aws-ses-v2-local';

/**
 * The package is CommonJS compiled from ESM (`exports.default`); Node's ESM loader hands over the whole
 * `module.exports` as the default import, bundlers hand over `.default`. Accept both.
 */
const startSesServer = (sesServerModule as unknown as { default?: typeof sesServerModule }).default ?? sesServerModule;

export type LocalSes = {
  endpoint: string;
  /** The web UI that lists sent mail (no trailing slash); `${viewerUrl}/store` answers the same as JSON. */
  viewerUrl: string;
  port: number;
  stop(): Promise<void>;
};

/** aws-ses-v2-local: an SESv2 API that keeps every sent mail in memory and shows it in a web UI. */
export const startSes = async (options: { port: number }): Promise<LocalSes> => {
  const server = await startSesServer({ host: '127.0.0.1', port: options.port });
  const endpoint = `http://localhost:${options.port}`;
  return {
    endpoint,
    viewerUrl: endpoint,
    port: options.port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};
