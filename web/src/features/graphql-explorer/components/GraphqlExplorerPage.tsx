import { Box, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
    headers: {
      'content-type': 'application/json',
      // In production the gateway runs documents the web app was not built with only for staff in the explorer.
      'x-graphql-client': 'explorer',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(params),
  });
  return response.json();
};

/**
 * GraphiQL's editor tabs are `role="tab"` items holding their own buttons (select, close), which screen readers
 * cannot operate as one control (axe: nested-interactive). Without the tab roles the buttons stay reachable and
 * named, so the tab strip reads as a list of buttons.
 */
function useAccessibleTabs(container: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const fix = () => {
      root.querySelectorAll('[role="tablist"].graphiql-tabs').forEach((el) => el.removeAttribute('role'));
      root.querySelectorAll('li.graphiql-tab[role="tab"]').forEach((el) => {
        el.removeAttribute('role');
        el.removeAttribute('aria-selected');
      });
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [container]);
}

/** /graphql in a browser: GraphiQL over this gateway for signed-in staff (self-hosted; no Apollo Sandbox). */
export function GraphqlExplorerPage() {
  const container = useRef<HTMLDivElement>(null);
  useAccessibleTabs(container);
  return (
    <Box>
      <Title order={1} size="h3" mb="xs">
        GraphQL explorer
      </Title>
      <Box ref={container} h="calc(100vh - 180px)" mih={480} data-testid="graphql-explorer">
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY}>
          {/* No link to GitHub (and its low-contrast style): the product's name. */}
          <GraphiQL.Logo>
            <Text span fw={600} c="dark.9">
              aidverify
            </Text>
          </GraphiQL.Logo>
        </GraphiQL>
      </Box>
    </Box>
  );
}
