import { Box } from '@mantine/core';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
// Bundled with the web build, fonts inlined: nothing is fetched from a CDN, so the explorer works offline.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { appConfig } from '../../../config';
import { ensureFreshToken } from '../../session/refresh';
import { getAccessToken } from '../../session/token';

const DEFAULT_QUERY = `# The schema is described in the Docs pane. Your session's permissions apply.
query Me {
  viewer {
    fullName
    role
    schoolCode
  }
}
`;

/** Sends the explorer's requests with the session's in-memory access token, renewed through the refresh cookie. */
const fetcher: GraphiQLProps['fetcher'] = async (params) => {
  await ensureFreshToken();
  const token = getAccessToken();
  const response = await fetch(appConfig.graphqlUri, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(params),
  });
  return response.json();
};

/** /graphql in a browser: GraphiQL over this gateway for signed-in staff (self-hosted; no Apollo Sandbox). */
export function GraphqlExplorerPage() {
  return (
    <Box h="calc(100vh - 140px)" mih={480} data-testid="graphql-explorer">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </Box>
  );
}
